import { ReadingPage } from './ReadingPage';
import QuestionForm from './QuestionForm';
import { withQueries } from '../../lib/query-client';
import './question.css';

function AskQuestionPage() {
  return (
    <ReadingPage
      back={{ to: '/', label: 'Back to Home' }}
      title="Ask a question"
      lead="Ask one question in your own words: the answer reads it through your own numbers."
    >
      {/* The promise in a line, the details one tap away: the form starts on the first screen of a phone. */}
      <aside className="question-limits" aria-label="What numerology cannot answer">
        <p>
          Health, legal or money questions: a pointer to real help, <strong>never charged</strong>.
        </p>
        <details className="question-limits__more">
          <summary>Details, and where to find help now</summary>
          <p>
            Numbers cannot diagnose or judge health, medicines or a pregnancy, say when anyone will die, see into
            another person’s private life, or decide legal and money matters. Ask one of those and you get a plain
            answer about who can really help instead of a yes or no, and it is never charged.
          </p>
          <p>
            If you are thinking about ending your life, please talk to someone now: call or text 988 in the US, call 116
            123 (Samaritans) in the UK and Ireland, or your local emergency number.
          </p>
        </details>
      </aside>
      <QuestionForm />
    </ReadingPage>
  );
}

export default withQueries(AskQuestionPage);
