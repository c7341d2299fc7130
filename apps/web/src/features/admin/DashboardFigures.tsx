import type { Dashboard } from '@app/contracts/admin-dashboard';
import { formatPrice } from '@app/contracts/money';
import { readingKindLabel } from '@app/contracts/reading-labels';
import type { ReactNode } from 'react';
import { BarChart } from './BarChart';
import { countOf, formatConversion, formatCount, periodDays, sum, toSeries, totalsBy } from './dashboard-data';

/** Signed-out visitors' free simple reports: not saved, counted per day apart from the readings (ADR 0163). */
const VISITOR_READINGS = 'Free readings by visitors (not signed in)';

/** What every panel needs: the figures, their days, and money summed over the period's currencies. */
interface Figures {
  d: Dashboard;
  days: string[];
  currencies: string[];
}

const countSum = (rows: { count: number }[]) => sum(rows, (r) => r.count);
const amountsBy = (rows: { currency: string; amountCents: number }[]) =>
  totalsBy(
    rows,
    (r) => r.currency,
    (r) => r.amountCents,
  );

/** "$10.00 + €5.00": totals in each currency of the period ($0.00 when there were none). */
function money({ currencies }: Figures, totals: Map<string, number>): string {
  return currencies.length === 0
    ? formatPrice(0, 'usd')
    : currencies.map((c) => formatPrice(totals.get(c) ?? 0, c)).join(' + ');
}

/** The dashboard's figures for one period: a summary, then each kind of figure as charts beside tables. */
export function DashboardFigures({ dashboard: d }: { dashboard: Dashboard }) {
  const f: Figures = {
    d,
    days: periodDays(d),
    currencies: [...new Set([...d.sales, ...d.refunds, ...d.disputes].map((r) => r.currency))].sort(),
  };
  return (
    <>
      <Summary f={f} />
      <SalesPanel f={f} />
      <ReadingsPanel f={f} />
      <SignupsPanel f={f} />
      <RefundsPanel f={f} />
    </>
  );
}

function Summary({ f }: { f: Figures }) {
  const { d } = f;
  return (
    <section aria-labelledby="dashboard-summary">
      <h2 id="dashboard-summary">Summary</h2>
      <dl className="admin__facts">
        <Fact term="Sales">{money(f, amountsBy(d.sales))}</Fact>
        <Fact term="Purchases">{formatCount(countSum(d.sales))}</Fact>
        <Fact term="Tokens sold">{formatCount(sum(d.sales, (r) => r.tokens))}</Fact>
        <Fact term="Readings">{formatCount(countSum(d.readings))}</Fact>
        <Fact term={VISITOR_READINGS}>{formatCount(countSum(d.visitorReadings))}</Fact>
        <Fact term="Sign-ups">{formatCount(countSum(d.signups))}</Fact>
        <Fact term="Refunded">{money(f, amountsBy(d.refunds))}</Fact>
        <Fact term="Disputes">{formatCount(countSum(d.disputes))}</Fact>
        <Fact term="Free-to-paid conversion">{formatConversion(d.conversion)}</Fact>
      </dl>
      <p className="admin__muted">
        Conversion: of the accounts created in the period, those that bought tokens within it. Free readings by visitors
        are only a count per day, linked to no one, so they are not part of it.
      </p>
    </section>
  );
}

function SalesPanel({ f: { d, days, currencies } }: { f: Figures }) {
  const totals = amountsBy(d.sales);
  return (
    <Panel id="dashboard-sales" title="Sales">
      <div className="dashboard__charts">
        {(currencies.length ? currencies : ['usd']).map((currency) => {
          const rows = d.sales.filter((r) => r.currency === currency);
          return (
            <BarChart
              key={currency}
              title={`Sales per day in ${currency.toUpperCase()}, by package`}
              description={`${formatPrice(totals.get(currency) ?? 0, currency)} from ${formatCount(countSum(rows))} purchases between ${d.from} and ${d.to}.`}
              days={days}
              series={toSeries(
                rows,
                days,
                (r) => r.packageId,
                (r) => r.amountCents,
              )}
              formatValue={(v) => formatPrice(v, currency)}
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
          formatPrice(r.amountCents, r.currency),
          formatCount(r.tokens),
        ])}
        empty="No sales in this period."
      />
    </Panel>
  );
}

function ReadingsPanel({ f: { d, days } }: { f: Figures }) {
  const readings = countOf(countSum(d.readings), 'reading', 'readings');
  const visitors = countOf(countSum(d.visitorReadings), 'free reading', 'free readings');
  return (
    <Panel id="dashboard-readings" title="Readings">
      <div className="dashboard__charts">
        <BarChart
          title="Readings per day, by kind"
          description={`${readings} and ${visitors} by visitors (not signed in) between ${d.from} and ${d.to}.`}
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
  );
}

function SignupsPanel({ f: { d, days } }: { f: Figures }) {
  return (
    <Panel id="dashboard-signups" title="Sign-ups">
      <div className="dashboard__charts">
        <BarChart
          title="Sign-ups per day"
          description={`${formatCount(countSum(d.signups))} accounts created between ${d.from} and ${d.to}.`}
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
  );
}

/** Refunds and disputes in one table, by day: a dispute gives no tokens back. */
function refundRows(d: Dashboard): string[][] {
  return [
    ...d.refunds.map((r) => [
      r.day,
      'Refund',
      r.packageId,
      formatCount(r.count),
      formatPrice(r.amountCents, r.currency),
      formatCount(r.tokens),
    ]),
    ...d.disputes.map((r) => [
      r.day,
      'Dispute',
      r.packageId,
      formatCount(r.count),
      formatPrice(r.amountCents, r.currency),
      '–',
    ]),
  ].sort((a, b) => a[0]!.localeCompare(b[0]!));
}

function RefundsPanel({ f: { d, days } }: { f: Figures }) {
  return (
    <Panel id="dashboard-refunds" title="Refunds and disputes">
      <div className="dashboard__charts">
        <BarChart
          title="Refunds and disputes per day"
          description={`${formatCount(countSum(d.refunds))} refunds and ${formatCount(countSum(d.disputes))} disputes between ${d.from} and ${d.to}.`}
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
        rows={refundRows(d)}
        empty="No refunds or disputes in this period."
      />
    </Panel>
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
