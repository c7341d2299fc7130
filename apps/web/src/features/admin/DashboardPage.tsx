import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useSearchParams } from 'react-router';
import { API_BASE } from '../../lib/api';
import { Alert } from '../../lib/Alert';
import { Field } from '../../lib/Field';
import { dashboardUrl, fetchDashboard } from './dashboard-api';
import { DashboardFigures } from './DashboardFigures';
import { lastDays, type Period, periodProblem, PRESETS } from './dashboard-data';
import './dashboard-page.css';

const DEFAULT_PRESET = 30;

/** The period in the page address: ?days=7|30|90, or ?from=…&to=… for a custom one. */
function usePeriod(): [Period, string, (next: { days: number } | Period) => void] {
  const [params, setParams] = useSearchParams();
  const from = params.get('from');
  const to = params.get('to');
  const days = Number(params.get('days'));
  const choice = from && to ? 'custom' : PRESETS.includes(days as never) ? String(days) : String(DEFAULT_PRESET);
  const period = from && to ? { from, to } : lastDays(choice === 'custom' ? DEFAULT_PRESET : Number(choice));
  const set = (next: { days: number } | Period) =>
    setParams('days' in next ? { days: String(next.days) } : { from: next.from, to: next.to });
  return [period, choice, set];
}

/**
 * The operator dashboard: sales, readings (and visitors' free readings), sign-ups, refunds and disputes per
 * day, charts with tables.
 */
export default function DashboardPage() {
  const [period, choice, setPeriod] = usePeriod();
  const dashboard = useQuery({
    queryKey: ['admin', 'dashboard', period.from, period.to],
    // No placeholder from the previous period: numbers are never shown under another period's dates.
    queryFn: () => fetchDashboard(period),
  });
  return (
    <div className="stack dashboard">
      <PeriodPicker period={period} choice={choice} onChoose={setPeriod} />
      <p className="dashboard__period" aria-live="polite">
        {period.from} to {period.to} (UTC days){' '}
        <a className="button button--ghost button--small" href={API_BASE + dashboardUrl(period, 'csv')} download>
          Download CSV
        </a>
      </p>
      {dashboard.isError && <Alert kind="error">{dashboard.error.message}</Alert>}
      {dashboard.isPending && <p aria-busy="true">Loading…</p>}
      {dashboard.data && <DashboardFigures dashboard={dashboard.data} />}
    </div>
  );
}

// Not remounted when the period changes: a radio that is replaced while it is being clicked loses the click.
// The pick is held here as well as in the address: the router applies the address in a transition, and a
// controlled radio that waited for it would spring back unchecked for that moment.
function PeriodPicker({
  period,
  choice,
  onChoose,
}: {
  period: Period;
  choice: string;
  onChoose: (next: { days: number } | Period) => void;
}) {
  const [picked, setPicked] = useState(choice);
  const [addressed, setAddressed] = useState(choice);
  if (choice !== addressed) {
    // Back or Forward moved the address: it wins.
    setAddressed(choice);
    setPicked(choice);
  }
  const custom = picked === 'custom';
  return (
    <div className="form-panel dashboard__picker">
      <fieldset className="dashboard__presets">
        <legend>Period</legend>
        {PRESETS.map((days) => (
          <label key={days} className="dashboard__preset">
            <input
              type="radio"
              name="period"
              checked={picked === String(days)}
              onChange={() => {
                setPicked(String(days));
                onChoose({ days });
              }}
            />
            Last {days} days
          </label>
        ))}
        <label className="dashboard__preset">
          <input type="radio" name="period" checked={custom} onChange={() => setPicked('custom')} />
          Custom
        </label>
      </fieldset>
      {custom && <CustomPeriod key={`${period.from}:${period.to}`} period={period} onChoose={onChoose} />}
    </div>
  );
}

/** First and last day; keyed by the shown period so the fields start from it. */
function CustomPeriod({ period, onChoose }: { period: Period; onChoose: (next: Period) => void }) {
  const [draft, setDraft] = useState(period);
  const [problem, setProblem] = useState<string>();
  const apply = (event: FormEvent) => {
    event.preventDefault();
    const why = periodProblem(draft);
    setProblem(why);
    if (!why) onChoose(draft);
  };
  return (
    <form className="dashboard__custom" aria-label="Custom period" onSubmit={apply}>
      <Field label="First day (UTC)" error={problem}>
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.from}
            onChange={(e) => setDraft({ ...draft, from: e.target.value })}
          />
        )}
      </Field>
      <Field label="Last day (UTC)">
        {(control) => (
          <input
            {...control}
            type="date"
            value={draft.to}
            onChange={(e) => setDraft({ ...draft, to: e.target.value })}
          />
        )}
      </Field>
      <button type="submit" className="button">
        Show
      </button>
    </form>
  );
}
