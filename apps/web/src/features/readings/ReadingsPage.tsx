import type { ReadingDetail, ReadingList, ReadingSummary } from '@app/contracts/readings';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { ApiError, apiFetch } from '../../lib/api';
import { useDialogs } from '../../lib/dialogs';
import { queryKeys } from '../../lib/query-keys';
import { useSession } from '../../lib/session';
import { ReadingView } from './ReadingView';
import './readings.css';
import { withQueries } from '../../lib/query-client';

const KIND_LABELS: Record<ReadingSummary['kind'], string> = {
  simple: 'Simple report',
  comprehensive: 'Comprehensive report',
  question: 'Question',
  compatibility: 'Compatibility',
};

/** 'My readings': the reader's saved readings (/readings) and one of them (/readings/:id). Reading again is free. */
function ReadingsPage() {
  const { id } = useParams();
  const session = useSession();
  const dialogs = useDialogs();
  return (
    <section className="page page--narrow">
      {id && (
        <Link className="back-link" to="/readings">
          ← All my readings
        </Link>
      )}
      <header className="page__header">
        <h1>My Readings</h1>
      </header>
      {session.status === 'loading' && <p aria-busy="true">Loading…</p>}
      {session.status === 'signed-out' && (
        <div className="form-panel stack">
          <p>Sign in to see the readings you have received. Opening a saved reading again never costs tokens.</p>
          <button type="button" className="button" onClick={() => dialogs.openSignIn()}>
            Sign In
          </button>
        </div>
      )}
      {session.status === 'signed-in' && (id ? <SavedReading id={id} /> : <SavedReadingList />)}
    </section>
  );
}

function SavedReadingList() {
  const query = useInfiniteQuery({
    queryKey: queryKeys.readings,
    queryFn: ({ pageParam }) =>
      apiFetch<ReadingList>(`/api/readings?limit=20${pageParam ? `&cursor=${encodeURIComponent(pageParam)}` : ''}`),
    initialPageParam: '',
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });
  if (query.isPending) return <p aria-busy="true">Loading your readings…</p>;
  if (query.isError)
    return (
      <p className="alert alert--error" role="alert">
        {query.error.message}
      </p>
    );
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
                {KIND_LABELS[r.kind]} · {r.partner ? `${r.name} & ${r.partner.name}` : r.name} ·{' '}
                {new Date(r.createdAt).toLocaleDateString()}
                {r.cost > 0 ? ` · ${r.cost} tokens` : ' · free'}
              </p>
              {r.question && <p>“{r.question}”</p>}
            </Link>
          </li>
        ))}
      </ul>
      {query.hasNextPage && (
        <button
          type="button"
          className="button button--ghost"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchingNextPage ? 'Loading…' : 'Show older readings'}
        </button>
      )}
    </div>
  );
}

function SavedReading({ id }: { id: string }) {
  const query = useQuery({
    queryKey: queryKeys.reading(id),
    queryFn: () => apiFetch<ReadingDetail>(`/api/readings/${encodeURIComponent(id)}`),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 1,
  });
  if (query.isPending) return <p aria-busy="true">Loading the reading…</p>;
  if (query.isError) {
    const notFound = query.error instanceof ApiError && query.error.status === 404;
    return (
      <p className="alert alert--error" role="alert">
        {notFound ? 'This reading was not found among your readings.' : query.error.message}
      </p>
    );
  }
  const r = query.data;
  return (
    <>
      <p className="reading-list__meta">
        {KIND_LABELS[r.kind]} for {r.name}, born {r.dateOfBirth}
        {r.isMorning ? ' (morning)' : ''} · {new Date(r.createdAt).toLocaleString()}
      </p>
      {r.question && <p>Your question: “{r.question}”</p>}
      <ReadingView title={r.title} markdown={r.markdown} highlights={r.highlights} tree={r.tree} readingId={r.id} />
    </>
  );
}

export default withQueries(ReadingsPage);
