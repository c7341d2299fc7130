import { Link } from 'react-router';
import FaqAccordion from './FaqAccordion';
import { FULL_FAQ } from './faq-data';

export default function FaqPage() {
  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1>Frequently Asked Questions</h1>
        <p className="page__lead">
          What numerology is, how our readings work, and how tokens, refunds and your data are handled.
        </p>
      </header>
      <FaqAccordion items={FULL_FAQ} headingLevel={2} />
      <p className="section faq__more">
        Still wondering about something? <Link to="/contact">Send us a message</Link>.
      </p>
    </section>
  );
}
