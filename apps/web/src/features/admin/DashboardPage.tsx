import type { Dashboard } from '@app/contracts/admin-dashboard';
import { readingKindLabel } from '@app/contracts/reading-labels';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { useSearchParams } from 'react-router';
import { API_BASE } from '../../lib/api';
import { Alert, Field } from '../../lib/form';
import { BarChart } from './dashboard-chart';
import { dashboardUrl, fetchDashboard } from './dashboard-api';
import {
  countOf,
  formatConversion,
  formatCount,
  formatMoney,
  lastDays,
  type Period,
  periodDays,
  periodProblem,
  PRESETS,
  sum,
  toSeries,
  totalsBy,
} from './dashboard-data';
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
      {dashboard.data && <Figures dashboard={dashboard.data} />}
    </div>
  );
}

// Not remounted when the period changes: a radio that is replaced while it is being clicked loses the click.
function PeriodPicker({
  period,
  choice,
  onChoose,
}: {
  period: Period;
  choice: string;
  onChoose: (next: { days: number } | Period) => void;
}) {
  const [customOpen, setCustomOpen] = useState(false);
  const custom = customOpen || choice === 'custom';
  return (
    <div className="form-panel dashboard__picker">
      <fieldset className="dashboard__presets">
        <legend>Period</legend>
        {PRESETS.map((days) => (
          <label key={days} className="dashboard__preset">
            <input
              type="radio"
              name="period"
              checked={!custom && choice === String(days)}
              onChange={() => {
                setCustomOpen(false);
                onChoose({ days });
              }}
            />
            Last {days} days
          </label>
        ))}
        <label className="dashboard__preset">
          <input type="radio" name="period" checked={custom} onChange={() => setCustomOpen(true)} />
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

/** Signed-out visitors' free simple reports: not saved, counted per day apart from the readings (ADR 0163). */
const VISITOR_READINGS = 'Free readings by visitors (not signed in)';

function Figures({ dashboard: d }: { dashboard: Dashboard }) {
  const days = periodDays(d);
  const currencies = [...new Set([...d.sales, ...d.refunds, ...d.disputes].map((r) => r.currency))].sort();
  const salesByCurrency = totalsBy(
    d.sales,
    (r) => r.currency,
    (r) => r.amountCents,
  );
  const money = (totals: Map<string, number>) =>
    currencies.length === 0
      ? formatMoney(0, 'usd')
      : currencies.map((c) => formatMoney(totals.get(c) ?? 0, c)).join(' + ');
  return (
    <>
      <section aria-labelledby="dashboard-summary">
        <h2 id="dashboard-summary">Summary</h2>
        <dl className="admin__facts">
          <Fact term="Sales">{money(salesByCurrency)}</Fact>
          <Fact term="Purchases">{formatCount(sum(d.sales, (r) => r.count))}</Fact>
          <Fact term="Tokens sold">{formatCount(sum(d.sales, (r) => r.tokens))}</Fact>
          <Fact term="Readings">{formatCount(sum(d.readings, (r) => r.count))}</Fact>
          <Fact term={VISITOR_READINGS}>{formatCount(sum(d.visitorReadings, (r) => r.count))}</Fact>
          <Fact term="Sign-ups">{formatCount(sum(d.signups, (r) => r.count))}</Fact>
          <Fact term="Refunded">
            {money(
              totalsBy(
                d.refunds,
                (r) => r.currency,
                (r) => r.amountCents,
              ),
            )}
          </Fact>
          <Fact term="Disputes">{formatCount(sum(d.disputes, (r) => r.count))}</Fact>
          <Fact term="Free-to-paid conversion">{formatConversion(d.conversion)}</Fact>
        </dl>
        <p className="admin__muted">
          Conversion: of the accounts created in the period, those that bought tokens within it. Free readings by
          visitors are only a count per day, linked to no one, so they are not part of it.
        </p>
      </section>

      <Panel id="dashboard-sales" title="Sales">
        <div className="dashboard__charts">
          {(currencies.length ? currencies : ['usd']).map((currency) => {
            const rows = d.sales.filter((r) => r.currency === currency);
            return (
              <BarChart
                key={currency}
                title={`Sales per day in ${currency.toUpperCase()}, by package`}
                description={`${formatMoney(salesByCurrency.get(currency) ?? 0, currency)} from ${formatCount(sum(rows, (r) => r.count))} purchases between ${d.from} and ${d.to}.`}
                days={days}
                series={toSeries(
                  rows,
                  days,
                  (r) => r.packageId,
                  (r) => r.amountCents,
                )}
                formatValue={(v) => formatMoney(v, currency)}
              />
            );
          })}
        </div>
        <Table
          caption="Sales per day and package"
          head={['Day', 'Package', 'Purchases', 'Amount', 'Tokens']}
          numeric={[2, 3, 4]}
          rows={d.sales.map((r) => [
            r.day,
            r.packageId,
            formatCount(r.count),
            formatMoney(r.amountCents, r.currency),
            formatCount(r.tokens),
          ])}
          empty="No sales in this period."
        />
      </Panel>

      <Panel id="dashboard-readings" title="Readings">
        <div className="dashboard__charts">
          <BarChart
            title="Readings per day, by kind"
            description={`${countOf(
              sum(d.readings, (r) => r.count),
              'reading',
              'readings',
            )} and ${countOf(
              sum(d.visitorReadings, (r) => r.count),
              'free reading',
              'free readings',
            )} by visitors (not signed in) between ${d.from} and ${d.to}.`}
            days={days}
            series={[
              ...toSeries(
                d.readings,
                days,
                (r) => readingKindLabel(r.kind),
                (r) => r.count,
              ),
              ...toSeries(
                d.visitorReadings,
                days,
                () => VISITOR_READINGS,
                (r) => r.count,
              ),
            ]}
            formatValue={formatCount}
          />
        </div>
        {/* One column beside the chart: the saved readings, then the visitors' free ones. */}
        <div className="dashboard__tables">
          <Table
            caption="Readings per day and kind"
            head={['Day', 'Kind', 'Readings']}
            numeric={[2]}
            rows={d.readings.map((r) => [r.day, readingKindLabel(r.kind), formatCount(r.count)])}
            empty="No readings in this period."
          />
          <Table
            caption={`${VISITOR_READINGS} per day`}
            head={['Day', 'Free readings']}
            numeric={[1]}
            rows={d.visitorReadings.map((r) => [r.day, formatCount(r.count)])}
            empty="No free readings by visitors in this period."
          />
        </div>
      </Panel>

      <Panel id="dashboard-signups" title="Sign-ups">
        <div className="dashboard__charts">
          <BarChart
            title="Sign-ups per day"
            description={`${formatCount(sum(d.signups, (r) => r.count))} accounts created between ${d.from} and ${d.to}.`}
            days={days}
            series={toSeries(
              d.signups,
              days,
              () => 'Sign-ups',
              (r) => r.count,
            )}
            formatValue={formatCount}
          />
        </div>
        <Table
          caption="Sign-ups per day"
          head={['Day', 'Sign-ups']}
          numeric={[1]}
          rows={d.signups.map((r) => [r.day, formatCount(r.count)])}
          empty="No sign-ups in this period."
        />
      </Panel>

      <Panel id="dashboard-refunds" title="Refunds and disputes">
        <div className="dashboard__charts">
          <BarChart
            title="Refunds and disputes per day"
            description={`${formatCount(sum(d.refunds, (r) => r.count))} refunds and ${formatCount(sum(d.disputes, (r) => r.count))} disputes between ${d.from} and ${d.to}.`}
            days={days}
            series={[
              ...toSeries(
                d.refunds,
                days,
                () => 'Refunds',
                (r) => r.count,
              ),
              ...toSeries(
                d.disputes,
                days,
                () => 'Disputes',
                (r) => r.count,
              ),
            ]}
            formatValue={formatCount}
          />
        </div>
        <Table
          caption="Refunds and disputes per day and package"
          head={['Day', 'Event', 'Package', 'Count', 'Amount', 'Tokens back']}
          numeric={[3, 4, 5]}
          rows={[
            ...d.refunds.map((r) => [
              r.day,
              'Refund',
              r.packageId,
              formatCount(r.count),
              formatMoney(r.amountCents, r.currency),
              formatCount(r.tokens),
            ]),
            ...d.disputes.map((r) => [
              r.day,
              'Dispute',
              r.packageId,
              formatCount(r.count),
              formatMoney(r.amountCents, r.currency),
              '–',
            ]),
          ].sort((a, b) => a[0]!.localeCompare(b[0]!))}
          empty="No refunds or disputes in this period."
        />
      </Panel>
    </>
  );
}

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** A section with its chart(s) and, beside them, the table of the same numbers. */
function Panel({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="dashboard__panel" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="dashboard__panel-body">{children}</div>
    </section>
  );
}

function Table({
  caption,
  head,
  rows,
  numeric,
  empty,
}: {
  caption: string;
  head: string[];
  rows: string[][];
  numeric: number[];
  empty: string;
}) {
  const cell = (i: number) => (numeric.includes(i) ? 'admin__number' : undefined);
  return (
    <div className="admin__table dashboard__table">
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {head.map((h, i) => (
              <th key={h} scope="col" className={cell(i)}>
                {h}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={head.length}>{empty}</td>
            </tr>
          ) : (
            rows.map((row, r) => (
              <tr key={r}>
                {row.map((value, i) => (
                  <td key={i} className={cell(i)}>
                    {value}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}
