import { Link } from 'react-router';
import QuestionForm from './QuestionForm';

export default function AskQuestionPage() {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to="/analysis">
        ← Back to Home
      </Link>
      <header className="page__header">
        <h1>Kabbalistic Numerology</h1>
        <p className="page__lead">Ask one question and get an answer grounded in your own numbers.</p>
      </header>
      <QuestionForm />
    </section>
  );
}
