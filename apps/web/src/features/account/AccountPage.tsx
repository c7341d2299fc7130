import type { TokenHistoryEntry, TokenMovementKind } from '@app/contracts/account';
import { isLedgerReason, LEDGER_REASON_LABELS, OTHER_MOVEMENT_LABEL } from '@app/contracts/ledger';
import { READING_KIND_LABELS } from '@app/contracts/reading-labels';
import { formatPrice } from '@app/contracts/tokens';
import { infiniteQueryOptions, useInfiniteQuery, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { ApiError } from '../../lib/api';
import { formatDate } from '../../lib/dates';
import { useDialogs } from '../../lib/dialogs';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { LoadMoreButton } from '../../lib/LoadMoreButton';
import { invalidate } from '../../lib/invalidate';
import { withQueries } from '../../lib/query-client';
import { SignInPrompt } from '../../lib/SignInPrompt';
import { queryKeys } from '../../lib/query-keys';
import { setSessionState, useSession } from '../../lib/session';
import { deleteAccount, downloadAccountData, fetchAccount, fetchTokenHistory } from './api';
import { ProtectAccount } from './ProtectAccount';
import { SignInMethods } from './SignInMethods';
import './account.css';

/** A movement's kind in words: the ledger's own words (contracts), an operator's grant among them. */
function movementLabel(kind: TokenMovementKind): string {
  return isLedgerReason(kind) ? LEDGER_REASON_LABELS[kind] : OTHER_MOVEMENT_LABEL;
}

/** "Comprehensive report", "Tokens bought · paid $10.00", or the movement's kind in words. */
function describe(entry: TokenHistoryEntry): string {
  if (entry.kind === 'reading' && entry.readingKind) return READING_KIND_LABELS[entry.readingKind];
  if (entry.kind === 'purchase' && entry.paid) {
    return `${LEDGER_REASON_LABELS.purchase} · paid ${formatPrice(entry.paid.amount, entry.paid.currency)}`;
  }
  return movementLabel(entry.kind);
}

/** /account: the balance and where every token went, a copy of one's data, and deleting the account. */
function AccountPage() {
  const session = useSession();
  const [deleted, setDeleted] = useState(false);
  return (
    <section className="page page--narrow">
      <header className="page__header">
        <h1>Your Account</h1>
      </header>
      {deleted ? (
        <div className="form-panel stack" role="status">
          <p>Your account has been deleted and you have been signed out. Thank you for visiting.</p>
          <Link className="button" to="/">
            Back to the home page
          </Link>
        </div>
      ) : (
        <>
          <SignInPrompt session={session.status}>
            Sign in to see your tokens, where they went, and your data.
          </SignInPrompt>
          {session.status === 'signed-in' && <SignedInAccount onDeleted={() => setDeleted(true)} />}
        </>
      )}
    </section>
  );
}

function SignedInAccount({ onDeleted }: { onDeleted: () => void }) {
  const account = useQuery({ queryKey: queryKeys.account, queryFn: fetchAccount });
  const dialogs = useDialogs();
  // The history is shown inside the account's panel: asked for with the account, not once it has come (ADR 1404).
  const queryClient = useQueryClient();
  useEffect(() => void queryClient.prefetchInfiniteQuery(tokenHistoryQuery), [queryClient]);
  if (account.isPending) return <p aria-busy="true">Loading your account…</p>;
  if (account.isError) return <Alert kind="error">{account.error.message}</Alert>;
  const { email, tokens, createdAt } = account.data;
  return (
    <div className="stack account">
      <section className="form-panel stack" aria-labelledby="account-tokens">
        <h2 id="account-tokens">Tokens</h2>
        <p>
          {email ? (
            <>
              Signed in as <strong>{email}</strong>, a member since {formatDate(createdAt)}.
            </>
          ) : (
            <>A member since {formatDate(createdAt)}.</>
          )}
        </p>
        <p className="account__balance">
          <span className="account__balance-number">{tokens.toLocaleString('en-US')}</span> tokens. No subscription;
          tokens never expire.
        </p>
        <div className="actions">
          <button
            type="button"
            className="button"
            onClick={() => dialogs.openBuyTokens(() => void invalidate(queryKeys.account, queryKeys.tokenHistory))}
          >
            Buy tokens
          </button>
          <Link className="button button--ghost" to="/readings">
            My readings
          </Link>
        </div>
        <TokenHistory />
      </section>
      <SignInMethods />
      <ProtectAccount />
      <YourData />
      <DeleteAccount email={email} tokens={tokens} onDeleted={onDeleted} />
    </div>
  );
}

const tokenHistoryQuery = infiniteQueryOptions({
  queryKey: queryKeys.tokenHistory,
  queryFn: ({ pageParam }) => fetchTokenHistory(pageParam),
  initialPageParam: '',
  getNextPageParam: (last) => last.nextCursor ?? undefined,
});

function TokenHistory() {
  const history = useInfiniteQuery(tokenHistoryQuery);
  if (history.isPending) return <p aria-busy="true">Loading your token history…</p>;
  if (history.isError) return <Alert kind="error">{history.error.message}</Alert>;
  const entries = history.data.pages.flatMap((p) => p.entries);
  if (entries.length === 0) return <p>No tokens bought or spent yet.</p>;
  return (
    <>
      <div className="account__history" role="region" aria-labelledby="account-history" tabIndex={0}>
        <table>
          <caption id="account-history">Where your tokens went</caption>
          <thead>
            <tr>
              <th scope="col" className="account__date">
                Date
              </th>
              <th scope="col">What</th>
              <th scope="col" className="account__number">
                Tokens
              </th>
              <th scope="col" className="account__number">
                Balance
              </th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <HistoryRow key={e.id} entry={e} />
            ))}
          </tbody>
        </table>
      </div>
      {history.hasNextPage && (
        <LoadMoreButton loading={history.isFetchingNextPage} onClick={() => void history.fetchNextPage()}>
          Show older movements
        </LoadMoreButton>
      )}
    </>
  );
}

function HistoryRow({ entry }: { entry: TokenHistoryEntry }) {
  const label = describe(entry);
  const date = formatDate(entry.createdAt);
  return (
    <tr>
      <td className="account__date">{date}</td>
      <td>
        {entry.readingId ? (
          <Link className="account__reading-link" to={`/readings/${entry.readingId}`}>
            {label}
          </Link>
        ) : (
          label
        )}
        {/* On a phone the date column gives its room to Tokens and Balance: the date goes under what moved. */}
        <span className="account__row-date">{date}</span>
      </td>
      <td className={`account__number ${entry.amount > 0 ? 'account__credit' : 'account__debit'}`}>
        {entry.amount > 0 ? '+' : '−'}
        {Math.abs(entry.amount).toLocaleString('en-US')}
      </td>
      <td className="account__number">{entry.balanceAfter.toLocaleString('en-US')}</td>
    </tr>
  );
}

function YourData() {
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'error'; message: string }>({
    status: 'idle',
  });
  const download = async () => {
    setState({ status: 'busy' });
    try {
      const { name, blob } = await downloadAccountData();
      const url = URL.createObjectURL(blob);
      const link = Object.assign(document.createElement('a'), { href: url, download: name });
      document.body.append(link);
      link.click();
      link.remove();
      URL.revokeObjectURL(url);
      setState({ status: 'idle' });
    } catch (error) {
      setState({ status: 'error', message: (error as Error).message });
    }
  };
  return (
    <section className="form-panel stack" aria-labelledby="account-data">
      <h2 id="account-data">Your data</h2>
      <p>
        Download everything we keep about you as one JSON file: your account, your readings with their full text, your
        token history, your purchases and the messages you sent us.
      </p>
      <div className="actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={state.status === 'busy'}
          onClick={() => void download()}
        >
          {state.status === 'busy' ? 'Preparing…' : 'Download my data'}
        </button>
      </div>
      {state.status === 'error' && <Alert kind="error">{state.message}</Alert>}
    </section>
  );
}

function DeleteAccount({ email, tokens, onDeleted }: { email: string | null; tokens: number; onDeleted: () => void }) {
  // An account without an e-mail address is confirmed with a word (the server checks the same).
  const expected = email ?? 'delete';
  const queryClient = useQueryClient();
  const [confirmation, setConfirmation] = useState('');
  const [state, setState] = useState<{ status: 'idle' | 'busy' } | { status: 'error'; message: string }>({
    status: 'idle',
  });
  const matches = confirmation.trim().toLowerCase() === expected;
  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    setState({ status: 'busy' });
    try {
      await deleteAccount(confirmation);
      setSessionState({ status: 'signed-out' });
      queryClient.clear();
      onDeleted();
    } catch (error) {
      setState({
        status: 'error',
        message: error instanceof ApiError ? error.message : 'Failed to delete the account. Please try again.',
      });
    }
  };
  return (
    <section className="form-panel stack account__danger" aria-labelledby="account-delete">
      <h2 id="account-delete">Delete your account</h2>
      <p>
        This deletes your readings and signs you out everywhere, and cannot be undone.
        {tokens > 0 && (
          <>
            {' '}
            <strong>Your {tokens.toLocaleString('en-US')} unused tokens will be lost.</strong>
          </>
        )}{' '}
        Records of your purchases are kept, without your e-mail address, as long as accounting law requires.
      </p>
      <form className="form" onSubmit={(e) => void submit(e)}>
        <Field
          label={email ? 'Type your e-mail address to confirm' : 'Type the word delete to confirm'}
          hint={`The button below works once this matches ${expected}.`}
          error={state.status === 'error' ? state.message : undefined}
        >
          {(control) => (
            <input
              {...control}
              type={email ? 'email' : 'text'}
              autoComplete="off"
              value={confirmation}
              onChange={(e) => setConfirmation(e.target.value)}
            />
          )}
        </Field>
        <div className="actions">
          <button type="submit" className="button button--danger" disabled={!matches || state.status === 'busy'}>
            {state.status === 'busy' ? 'Deleting…' : 'Delete my account'}
          </button>
        </div>
      </form>
    </section>
  );
}

export default withQueries(AccountPage);
