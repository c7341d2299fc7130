import { Link } from 'react-router';
import FaqAccordion from '../../features/faq/FaqAccordion';
import { HOME_FAQ } from '../../features/faq/faq-data';
import HomePage from '../../features/home/HomePage';

/**
 * '/' composed at app level: features may not import each other, so the home page receives the report
 * form and the FAQ accordion from here.
 */
export default function HomeRoute() {
  return (
    <HomePage
      reportForm={
        <div className="stack">
          <h2>Your free simple report</h2>
          <p>Enter your full name and date of birth to see your core numbers.</p>
          <Link className="button" to="/simple-report">
            Get my free report
          </Link>
        </div>
      }
      faq={<FaqAccordion items={HOME_FAQ} />}
    />
  );
}
