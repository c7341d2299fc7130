import { Link } from 'react-router';
import QuestionForm from './QuestionForm';
import { withQueries } from '../../lib/query-client';
import './question.css';

function AskQuestionPage() {
  return (
    <section className="page page--narrow">
      <Link className="back-link" to="/">
        ← Back to Home
      </Link>
      <header className="page__header">
        <h1>Ask a question</h1>
        <p className="page__lead">
          Ask one question in your own words. The answer reads it through your own numbers: the year or month you name,
          the person you ask about, and the number that speaks to your subject.
        </p>
      </header>
      <aside className="question-limits" aria-labelledby="question-limits-title">
        <h2 id="question-limits-title">What numerology cannot answer</h2>
        <p>
          Numbers cannot diagnose or judge health, medicines or a pregnancy, say when anyone will die, see into another
          person’s private life, or decide legal and money matters. Ask one of those and you get a plain answer about
          who can really help instead of a yes or no, and it is <strong>never charged</strong>.
        </p>
        <p>
          If you are thinking about ending your life, please talk to someone now: call or text 988 in the US, call 116
          123 (Samaritans) in the UK and Ireland, or your local emergency number.
        </p>
      </aside>
      <QuestionForm />
    </section>
  );
}

export default withQueries(AskQuestionPage);
