import { AUDIT_ACTIONS, type AuditEntry } from '@app/contracts/admin';
import { useInfiniteQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { LoadMoreButton } from '../../lib/LoadMoreButton';
import { adminKeys, type AuditFilter, fetchAudit } from './api';
import { TableRegion } from './TableRegion';

const FILTERS = ['action', 'actor', 'customer', 'from', 'to'] as const;

/** The audit log: operator actions and money events, newest first, filtered through the page address. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filter: AuditFilter = Object.fromEntries(
    FILTERS.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
  );
  return (
    <div className="stack">
      <AuditFilters key={params.toString()} filter={filter} onApply={(next) => setParams(clean(next))} />
      <AuditEntries filter={filter} />
    </div>
  );
}

const clean = (filter: AuditFilter): Record<string, string> =>
  Object.fromEntries(Object.entries(filter).filter(([, value]) => value && value.trim()));

function AuditFilters({ filter, onApply }: { filter: AuditFilter; onApply: (filter: AuditFilter) => void }) {
  const [draft, setDraft] = useState<AuditFilter>(filter);
  const set = (name: keyof AuditFilter) => (e: { target: { value: string } }) =>
    setDraft({ ...draft, [name]: e.target.value });
  const apply = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <form className="form-panel admin__filters" aria-label="Filter the audit log" onSubmit={apply}>
      <Field label="Action">
        {(control) => (
          <select {...control} value={draft.action ?? ''} onChange={set('action')}>
            <option value="">Any action</option>
            {AUDIT_ACTIONS.map((a) => (
              <option key={a} value={a}>
                {a}
              </option>
            ))}
          </select>
        )}
      </Field>
      <Field label="Operator or system" hint="An operator’s e-mail, or stripe, customer…">
        {(control) => (
          <input {...control} type="text" autoComplete="off" value={draft.actor ?? ''} onChange={set('actor')} />
        )}
      </Field>
      <Field label="Customer" hint="E-mail address or customer id">
        {(control) => (
          <input {...control} type="text" autoComplete="off" value={draft.customer ?? ''} onChange={set('customer')} />
        )}
      </Field>
      <Field label="From (UTC day)">
        {(control) => <input {...control} type="date" value={draft.from ?? ''} onChange={set('from')} />}
      </Field>
      <Field label="To (UTC day)">
        {(control) => <input {...control} type="date" value={draft.to ?? ''} onChange={set('to')} />}
      </Field>
      <div className="actions admin__filter-actions">
        <button type="submit" className="button">
          Filter
        </button>
        <button type="button" className="button button--ghost" onClick={() => onApply({})}>
          Clear
        </button>
      </div>
    </form>
  );
}

function AuditEntries({ filter }: { filter: AuditFilter }) {
  const audit = useInfiniteQuery({
    queryKey: adminKeys.audit(filter),
    queryFn: ({ pageParam }) => fetchAudit(filter, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore ?? undefined,
  });
  if (audit.isPending) return <p aria-busy="true">Loading the audit log…</p>;
  if (audit.isError) return <Alert kind="error">{audit.error.message}</Alert>;
  const entries = audit.data.pages.flatMap((p) => p.entries);
  return (
    <>
      <p role="status">
        {entries.length === 0
          ? 'No entries match.'
          : `${entries.length}${audit.hasNextPage ? '+' : ''} ${entries.length === 1 ? 'entry' : 'entries'}.`}
      </p>
      {entries.length > 0 && (
        <TableRegion id="admin-audit" caption="Audit log, newest first">
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Who</th>
              <th scope="col">Action</th>
              <th scope="col">Customer</th>
              <th scope="col">Reason</th>
              <th scope="col">Before → after</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <AuditRow key={e.id} entry={e} />
            ))}
          </tbody>
        </TableRegion>
      )}
      {audit.hasNextPage && (
        <LoadMoreButton loading={audit.isFetchingNextPage} onClick={() => void audit.fetchNextPage()}>
          Show older entries
        </LoadMoreButton>
      )}
    </>
  );
}

/** A state as compact text: "balance 0" / "amountRefunded 450, tokensTakenBack 50". */
const describe = (state: Record<string, unknown> | null) =>
  state
    ? Object.entries(state)
        .map(([k, v]) => `${k} ${typeof v === 'object' ? JSON.stringify(v) : String(v)}`)
        .join(', ')
    : '—';

function AuditRow({ entry }: { entry: AuditEntry }) {
  return (
    <tr>
      <td>{formatDateTime(entry.at)}</td>
      <td>{entry.actor}</td>
      <td>{entry.action}</td>
      <td className="admin__mono">
        {entry.subjectUserId ? (
          <Link to={`/admin/audit?customer=${entry.subjectUserId}`} aria-label={`Only customer ${entry.subjectUserId}`}>
            {entry.subjectUserId}
          </Link>
        ) : (
          '—'
        )}
      </td>
      <td className="admin__message-text">{entry.reason}</td>
      <td className="admin__mono">
        {describe(entry.before)} → {describe(entry.after)}
      </td>
    </tr>
  );
}
