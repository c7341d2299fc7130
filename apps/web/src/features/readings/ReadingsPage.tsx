import { READING_KIND_LABELS } from '@app/contracts/reading-labels';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatCalendarDate, formatDate, formatDateTime } from '../../lib/dates';
import { Alert } from '../../lib/Alert';
import { LoadMoreButton } from '../../lib/LoadMoreButton';
import { PageMeta } from '../../lib/PageMeta';
import { withQueries } from '../../lib/query-client';
import { SignInPrompt } from '../../lib/SignInPrompt';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { fetchReading, fetchReadings } from './api';
import { ReadingView } from './ReadingView';
import './readings.css';

/** 'My readings': the reader's saved readings (/readings) and one of them (/readings/:id). Reading again is free. */
function ReadingsPage() {
  const { id } = useParams();
  const session = useSession();
  return (
    <section className="page page--narrow">
      <PageMeta title="My Readings" description="The readings you have received, to read again at no cost." />
      {id && (
        <Link className="back-link no-print" to="/readings">
          ← All my readings
        </Link>
      )}
      {/* On paper a saved reading starts at its own title. */}
      <header className={`page__header${id ? ' no-print' : ''}`}>
        <h1>My Readings</h1>
      </header>
      <SignInPrompt session={session.status}>
        Sign in to see the readings you have received. Opening a saved reading again never costs tokens.
      </SignInPrompt>
      {session.status === 'signed-in' && (id ? <SavedReading id={id} /> : <SavedReadingList />)}
    </section>
  );
}

function SavedReadingList() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.readings,
    queryFn: ({ pageParam }) => fetchReadings(pageParam),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (query.isPending) return <p aria-busy="true">Loading your readings…</p>;
  if (query.isError) return <Alert kind="error">{query.error.message}</Alert>;
  const readings = query.data.pages.flatMap((p) => p.readings);
  if (readings.length === 0) {
    return (
      <div className="form-panel stack">
        <p>You have no saved readings yet.</p>
        <Link className="button" to="/analysis">
          Choose a reading
        </Link>
      </div>
    );
  }
  return (
    <div className="stack">
      <ul className="reading-list">
        {readings.map((r) => (
          <li key={r.id} className="reading-list__item card">
            <Link to={`/readings/${r.id}`}>
              <h2>{r.title}</h2>
              <p className="reading-list__meta">
                {READING_KIND_LABELS[r.kind]} · {r.partner ? `${r.name} & ${r.partner.name}` : r.name} ·{' '}
                {formatDate(r.createdAt)}
                {r.cost > 0 ? ` · ${r.cost} tokens` : ' · free'}
              </p>
              {r.question && <p>“{r.question}”</p>}
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <LoadMoreButton loading={query.isFetchingNextPage} onClick={() => void query.fetchNextPage()}>
          Show older readings
        </LoadMoreButton>
      )}
    </div>
  );
}

function SavedReading({ id }: { id: string }) {
  const query = useQuery({
    queryKey: queryKeys.reading(id),
    queryFn: () => fetchReading(id),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  if (query.isPending) return <p aria-busy="true">Loading the reading…</p>;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <Alert kind="error">{notFound ? 'This reading was not found among your readings.' : query.error.message}</Alert>
    );
  }
  const r = query.data;
  return (
    <>
      <p className="reading-list__meta">
        {READING_KIND_LABELS[r.kind]} for {r.name}, born {formatCalendarDate(r.dateOfBirth)}
        {r.isMorning ? ' (morning)' : ''} · {formatDateTime(r.createdAt)}
      </p>
      {r.question && <p>Your question: “{r.question}”</p>}
      <PageMeta title={r.title} />
      <ReadingView title={r.title} markdown={r.markdown} highlights={r.highlights} tree={r.tree} readingId={r.id} />
    </>
  );
}

export default withQueries(ReadingsPage);
