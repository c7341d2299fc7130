import { Link } from 'react-router';
import QuestionForm from './QuestionForm';
import { withQueries } from '../../lib/query-client';

function AskQuestionPage() {
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

export default withQueries(AskQuestionPage);
