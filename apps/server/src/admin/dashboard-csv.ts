import type { Dashboard } from '@app/contracts/admin-dashboard';

type Cell = string | number | null;

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, a quote or a line break, quotes doubled.
 * Text a spreadsheet would run as a formula (starting with = + - @ or a tab/CR) gets a leading
 * apostrophe first, so opening an export never executes anything. Numbers are written as they are.
 */
export function csvField(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

const HEADER = ['date', 'metric', 'package', 'kind', 'currency', 'count', 'amount_cents', 'tokens'];

/**
 * The dashboard as one long CSV table (a row per day and metric and package or kind), CRLF line ends;
 * the period's conversion is two rows dated with the whole period (ISO 8601 interval from/to).
 */
export function dashboardCsv(d: Dashboard): string {
  const rows: Cell[][] = [HEADER];
  for (const r of d.sales) rows.push([r.day, 'sales', r.packageId, null, r.currency, r.count, r.amountCents, r.tokens]);
  for (const r of d.refunds) {
    rows.push([r.day, 'refunds', r.packageId, null, r.currency, r.count, r.amountCents, r.tokens]);
  }
  for (const r of d.disputes)
    rows.push([r.day, 'disputes', r.packageId, null, r.currency, r.count, r.amountCents, null]);
  for (const r of d.readings) rows.push([r.day, 'readings', null, r.kind, null, r.count, null, null]);
  // Visitors' free readings are simple reports, counted apart because they are not saved (ADR 0163).
  for (const r of d.visitorReadings) rows.push([r.day, 'visitor-readings', null, 'simple', null, r.count, null, null]);
  for (const r of d.signups) rows.push([r.day, 'signups', null, null, null, r.count, null, null]);
  const period = `${d.from}/${d.to}`;
  rows.push([period, 'period-signups', null, null, null, d.conversion.signups, null, null]);
  rows.push([period, 'period-signups-who-bought', null, null, null, d.conversion.converted, null, null]);
  return rows.map((row) => row.map(csvField).join(',')).join('\r\n') + '\r\n';
}

/** The download's file name: says what and which period, nothing from the request but the two checked dates. */
export function dashboardCsvFilename(from: string, to: string): string {
  return `dashboard-${from}-to-${to}.csv`;
}
