import { createRequire } from 'node:module';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { TestServer } from '../apps/server/test/helpers/harness';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { setUpTotp, signInWithCode } from '../apps/server/test/helpers/mfa';
import { signIn, type SignedIn } from '../apps/server/test/helpers/session';
import { downloadedBytes, type RunningSite, withPage, withSiteAndBrowser } from './helpers/app';
import { signInThroughDialog, withoutSessionProbe } from './helpers/auth';

const OPERATOR = uniqueEmail('dashboard-operator');
const today = () => new Date().toISOString().slice(0, 10);

/** Every WCAG 2.x A and AA violation axe finds, whatever its impact (the context needs bypassCSP). */
async function wcagViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: createRequire(import.meta.url).resolve('axe-core/axe.min.js') });
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (c: Document, o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/**
 * Operators must have passed a second factor (issue 16). The authenticator app is set up and passed over
 * HTTP, as the SDK does it (the sign-in screens are tested elsewhere); the browser then gets that session's
 * cookies and front token, exactly what the SDK would have stored, and refreshes it like any session.
 */
async function operatorSession(site: RunningSite, context: BrowserContext): Promise<void> {
  const server = { url: site.url, mailbox: site.mailbox, ctx: { now: () => new Date() } } as unknown as TestServer;
  const agent = await signInWithCode(server, OPERATOR);
  await setUpTotp(server, agent);
  const refreshed = await agent.refresh();
  expect(refreshed.status).toBe(200);
  expect(agent.claims()['st-mfa'].v).toBe(true);
  const front = refreshed.headers.get('front-token')!;
  const { hostname } = new URL(site.url);
  await context.addCookies([
    { name: 'sAccessToken', value: agent.cookies.sAccessToken!, domain: hostname, path: '/', httpOnly: true },
    {
      name: 'sRefreshToken',
      value: agent.cookies.sRefreshToken!,
      domain: hostname,
      path: '/auth/session/refresh',
      httpOnly: true,
    },
    { name: 'sFrontToken', value: front, domain: hostname, path: '/' },
  ]);
}

/** The rows of the table with this caption, as the operator reads them (cell texts). */
async function tableRows(page: Page, caption: string): Promise<string[][]> {
  const table = page.getByRole('table', { name: caption });
  await table.waitFor();
  return table
    .locator('tbody tr')
    .evaluateAll((rows) => rows.map((row) => [...row.querySelectorAll('td')].map((td) => td.textContent ?? '')));
}

describe('operator dashboard in the browser (desktop)', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser(
    (s, b) => {
      site = s;
      browser = b;
    },
    { ADMIN_EMAILS: OPERATOR },
  );

  /** Seeds today's business through the product's own HTTP API, as customers would. */
  async function seed(): Promise<void> {
    const server = { url: site.url, mailbox: site.mailbox } as TestServer;
    const buy = async (who: SignedIn, packageId: string) => {
      const intent = (await (await who.post('/api/create-payment-intent', { packageId })).json()) as {
        paymentId: string;
      };
      const paid = await who.post(`/api/payments/${intent.paymentId}/confirm`, {
        card: { number: '4242424242424242', exp: '12/34', cvc: '123' },
      });
      expect(paid.status).toBe(200);
    };
    const reading = (report_type: string) => ({
      name: 'Miriam Cohen',
      date_of_birth: '1990-05-17',
      is_morning: true,
      report_type,
    });
    const ann = await signIn(server, uniqueEmail('dash-ann'));
    const ben = await signIn(server, uniqueEmail('dash-ben'));
    await signIn(server, uniqueEmail('dash-cyd')); // signs up, buys nothing
    await buy(ann, 'starter');
    await buy(ben, 'value');
    expect((await ann.post('/generate-report/', reading('simple'))).status).toBe(201);
    expect((await ann.post('/generate-report/', reading('comprehensive'))).status).toBe(201);
    const visitor = await fetch(`${site.url}/generate-report/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(reading('simple')),
    });
    expect(visitor.status).toBe(201);
  }

  it('shows the seeded day in charts and tables, downloads the CSV, and has no WCAG A/AA violation', async () => {
    await seed();
    await withPage(browser, { bypassCSP: true }, async ({ context, page, errors }) => {
      await operatorSession(site, context);
      await page.goto(`${site.url}/admin/dashboard`);
      await page.getByRole('heading', { name: 'Dashboard', level: 1 }).waitFor();
      expect(await page.getByRole('radio', { name: 'Last 30 days' }).isChecked()).toBe(true);

      const day = today();
      expect(await tableRows(page, 'Sales per day and package')).toEqual([
        [day, 'starter', '1', '$10.00', '100'],
        [day, 'value', '1', '$45.00', '500'],
      ]);
      expect(await tableRows(page, 'Readings per day and kind')).toEqual([
        [day, 'Comprehensive report', '1'],
        [day, 'Simple report', '1'], // a signed-out visitor's free reading is not saved: counted apart below
      ]);
      expect(await tableRows(page, 'Free readings by visitors (not signed in) per day')).toEqual([[day, '1']]);
      expect(await page.locator('dt:text-is("Free readings by visitors (not signed in)") + dd').textContent()).toBe(
        '1',
      );
      // Three customers and the operator signed up today; two of the four bought.
      expect(await tableRows(page, 'Sign-ups per day')).toEqual([[day, '4']]);
      expect(await page.locator('dt:text-is("Free-to-paid conversion") + dd').textContent()).toBe('2 of 4 (50%)');
      expect(await page.locator('dt:text-is("Sales") + dd').textContent()).toBe('$55.00');
      expect(await tableRows(page, 'Refunds and disputes per day and package')).toEqual([
        ['No refunds or disputes in this period.'],
      ]);

      // Each chart is one image with a title and a description stating its totals.
      const chart = page.getByRole('img', { name: 'Sales per day in USD, by package' });
      expect(await chart.getAttribute('aria-labelledby')).toMatch(/ /);
      expect(await chart.locator('desc').textContent()).toBe(
        `$55.00 from 2 purchases between ${(await periodFrom(page)) ?? ''} and ${day}.`,
      );
      expect(await chart.locator('rect').count()).toBe(2);
      // Two kinds of saved readings and the visitors' free readings, one bar each for today.
      const readingsChart = page.getByRole('img', { name: 'Readings per day, by kind' });
      expect(await readingsChart.locator('rect').count()).toBe(3);
      expect(await readingsChart.locator('desc').textContent()).toBe(
        `2 readings and 1 free reading by visitors (not signed in) between ${(await periodFrom(page)) ?? ''} and ${day}.`,
      );

      expect(await wcagViolations(page)).toEqual([]);

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: 'Download CSV' }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(new RegExp(`^dashboard-\\d{4}-\\d{2}-\\d{2}-to-${day}\\.csv$`));
      const csv = (await downloadedBytes(download)).toString('utf8');
      expect(csv).toContain(`${day},sales,starter,,usd,1,1000,100\r\n`);
      expect(csv).toContain(`${day},signups,,,,4,,\r\n`);
      expect(csv).toContain(`${day},visitor-readings,,simple,,1,,\r\n`);

      // A custom period without today: the tables say there is nothing.
      await page.getByRole('radio', { name: 'Custom' }).check();
      await page.getByLabel('First day (UTC)').fill('2020-01-01');
      await page.getByLabel('Last day (UTC)').fill('2020-01-31');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByText('2020-01-01 to 2020-01-31 (UTC days)').waitFor();
      await page.getByRole('cell', { name: 'No sales in this period.' }).waitFor();
      expect(await tableRows(page, 'Sign-ups per day')).toEqual([['No sign-ups in this period.']]);
      expect(await wcagViolations(page)).toEqual([]);

      // An upside-down period is refused in the form, naming the problem.
      await page.getByLabel('First day (UTC)').fill('2020-02-10');
      await page.getByLabel('Last day (UTC)').fill('2020-02-01');
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByRole('alert').filter({ hasText: 'must not be after' }).waitFor();

      await page.getByRole('radio', { name: 'Last 7 days' }).check();
      await page.getByText(`to ${day} (UTC days)`).waitFor();
      await page.getByRole('table', { name: 'Sign-ups per day' }).getByRole('cell', { name: day }).waitFor();
      expect(await tableRows(page, 'Sign-ups per day')).toEqual([[day, '4']]);
      expect(withoutSessionProbe(errors)).toEqual([]);
    });
  });

  it('is the site’s not-found page to a signed-in customer', async () => {
    await withPage(browser, async ({ page }) => {
      await page.goto(site.url);
      await signInThroughDialog(page, site, uniqueEmail('dash-nosy'));
      const res = await page.goto(`${site.url}/admin/dashboard`);
      expect(res?.status()).toBe(404);
      expect(await page.getByRole('table').count()).toBe(0);
    });
  });
});

/** The first day the page says it shows ("YYYY-MM-DD to YYYY-MM-DD (UTC days)"). */
async function periodFrom(page: Page): Promise<string | undefined> {
  const text = await page.getByText(/\(UTC days\)/).textContent();
  return text?.match(/^(\d{4}-\d{2}-\d{2}) to/)?.[1];
}
