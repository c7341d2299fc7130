import type { Browser, BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn, isSignInMail } from '../apps/server/test/helpers/mailbox';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withSiteAndBrowser } from './helpers/app';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

const phone = (): Promise<BrowserContext> =>
  browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

// The home page's form hydrates at the reader's first touch (HomeRoute): a live button is all there is to wait for.
const hydrated = (page: Page) => page.locator('form.form button[type=submit]:not([disabled])').first().waitFor();

/** Waits until the element's top edge is on screen (the page may still be scrolling smoothly). */
async function inView(page: Page, selector: string): Promise<void> {
  const top = () =>
    page.evaluate((s) => document.querySelector(s)?.getBoundingClientRect().top ?? null, selector).catch(() => null);
  await page
    .waitForFunction(
      (s) => {
        const r = document.querySelector(s)?.getBoundingClientRect();
        return !!r && r.top >= 0 && r.top < window.innerHeight;
      },
      selector,
      { timeout: 10_000 },
    )
    .catch(async () => {
      throw new Error(`${selector} is not in view: its top is at ${await top()} px (viewport 844 px)`);
    });
}

/** Whether any part of the element is on screen now. */
const onScreen = (page: Page, selector: string) =>
  page.evaluate((s) => {
    const r = document.querySelector(s)?.getBoundingClientRect();
    return !!r && r.bottom > 0 && r.top < window.innerHeight;
  }, selector);

const title = (page: Page) => page.locator('#reading-title');

/** What the page asked for (posts and the scripts it loaded, in order) and what it logged as errors (for a failure's message). */
function requestsOf(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET' || r.resourceType() === 'script') seen.push(`${r.method()} ${new URL(r.url()).pathname}`);
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') seen.push(`console ${m.type()}: ${m.text().slice(0, 300)}`);
  });
  page.on('pageerror', (e) => seen.push(`page error: ${e.message.slice(0, 300)}`));
  return seen;
}

/**
 * Waits for the reading after Generate. CI twice saw none on the home page within 30 s; the second time the form
 * held the date but not the name: the name was typed as the form came alive at that first touch; the fields now
 * merge each change into the latest values (PersonChange), and 35 throttled runs did not repeat it. A failure
 * here says what the form held, what the page asked for and what it logged.
 */
async function readingAfterGenerate(page: Page, requests: readonly string[]): Promise<void> {
  await title(page)
    .waitFor()
    .catch(async (error: unknown) => {
      const state = await page
        .evaluate(() => ({
          url: location.href,
          fields: [...document.querySelectorAll<HTMLInputElement>('form.form input')].map(
            (i) => `${i.name}=${i.value}`,
          ),
          alerts: [...document.querySelectorAll('[role=alert]')].map((a) => a.textContent),
        }))
        .catch(() => 'the page is gone');
      throw new Error(`no reading after Generate: ${JSON.stringify(state)}; requests: ${requests.join(', ')}`, {
        cause: error,
      });
    });
}
const field = (page: Page, label: string) => page.locator('form.form').first().getByLabel(label);
const balance = (page: Page) =>
  page.evaluate(
    async () => ((await (await fetch('/get-tokens/', { credentials: 'include' })).json()) as { tokens: number }).tokens,
  );

describe('every reading has its own address, on a 390x844 touch phone', () => {
  it('a free reading: its address keeps no name or date; Back shows the filled form, Forward the reading, a reload keeps it', async () => {
    const context = await phone();
    const page = await context.newPage();
    try {
      const requests = requestsOf(page);
      await page.goto(site.url + '/simple-report');
      await hydrated(page);
      await field(page, 'Full name').fill('Ada Lovelace');
      await field(page, 'Date of birth').fill('1984-12-10');
      await page.getByRole('button', { name: 'Generate Report' }).tap();
      await readingAfterGenerate(page, requests);
      const heading = await title(page).textContent();
      expect(heading).toMatch(/numerology reading for Ada/);

      // Kept on the device, under a random key: nothing about the person in the address.
      const address = new URL(page.url());
      expect(address.pathname).toBe('/simple-report');
      expect(address.search).toMatch(/^\?kept=[0-9a-f]{32}$/);
      expect(page.url()).not.toMatch(/Ada|Lovelace|1984/);
      await inView(page, '#reading-title');

      // Back: the form as it was filled, in view, and no reading.
      await page.goBack();
      await page.waitForURL((u) => u.search === '');
      await title(page).waitFor({ state: 'detached' });
      expect(await field(page, 'Full name').inputValue()).toBe('Ada Lovelace');
      expect(await field(page, 'Date of birth').inputValue()).toBe('1984-12-10');
      await inView(page, 'form.form');
      expect(await onScreen(page, 'footer')).toBe(false);

      // Forward: the reading again, its title in view.
      await page.goForward();
      await page.waitForURL(address.href);
      await title(page).waitFor();
      expect(await title(page).textContent()).toBe(heading);
      await inView(page, '#reading-title');

      // A reload keeps it, and the form stays filled.
      await page.reload();
      await title(page).waitFor();
      expect(await title(page).textContent()).toBe(heading);
      await inView(page, '#reading-title');
      await expect.poll(() => field(page, 'Full name').inputValue()).toBe('Ada Lovelace');

      // The address alone (a bookmark, a new tab) opens it from this device.
      const tab = await context.newPage();
      await tab.goto(address.href);
      await title(tab).waitFor();
      expect(await title(tab).textContent()).toBe(heading);

      // Another device does not have it, and says so.
      const other = await phone();
      try {
        const elsewhere = await other.newPage();
        await elsewhere.goto(address.href);
        await elsewhere.getByText('This free reading is no longer kept on this device.').waitFor();
        expect(await title(elsewhere).count()).toBe(0);
      } finally {
        await other.close();
      }
    } finally {
      await context.close();
    }
  });

  it('a paid reading after signing in and paying (an offline Pay first: nothing charged, and it says so): Back, Forward, reload', async () => {
    const context = await phone();
    const page = await context.newPage();
    try {
      // A free reading on the home page: its address stays on the home page.
      const requests = requestsOf(page);
      await page.goto(site.url + '/');
      await hydrated(page);
      await field(page, 'Full name').fill('Grace Hopper');
      await field(page, 'Date of birth').fill('1906-12-09');
      await page.getByRole('button', { name: 'Generate Report' }).tap();
      await readingAfterGenerate(page, requests);
      const free = new URL(page.url());
      expect(free.pathname).toBe('/');
      expect(free.search).toMatch(/^\?kept=[0-9a-f]{32}$/);
      const freeTitle = await title(page).textContent();

      // On to the paid report: filled from the device, then sign in and the buy sheet.
      await page.getByRole('link', { name: 'The comprehensive report' }).tap();
      await page.waitForURL((u) => u.pathname === '/comprehensive-report');
      await hydrated(page);
      await expect.poll(() => field(page, 'Full name').inputValue()).toBe('Grace Hopper');
      await page.getByRole('button', { name: 'Generate Comprehensive Report' }).tap();
      const email = uniqueEmail('address');
      const since = site.mailbox.countFor(email);
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      await signIn.getByRole('textbox', { name: 'Email' }).fill(email);
      await signIn.getByRole('button', { name: 'Send code' }).tap();
      await signIn.getByLabel('Code').fill(codeIn(await site.mailbox.waitFor(email, { since, match: isSignInMail })));
      await signIn.getByRole('button', { name: 'Sign in', exact: true }).tap();
      await page.getByRole('dialog', { name: 'Insufficient Tokens' }).getByRole('button', { name: 'Buy tokens' }).tap();
      const sheet = page.getByRole('dialog', { name: 'Buy tokens' });
      await sheet.getByRole('button', { name: /Just this reading/, pressed: true }).waitFor();
      await sheet.getByLabel('Card number').fill('4242 4242 4242 4242');
      await sheet.getByLabel('Expiry (MM/YY)').fill('12/34');
      await sheet.getByLabel('CVC').fill('123');

      // Offline, Pay says plainly that nothing was charged, and nothing was.
      await context.setOffline(true);
      await sheet.getByRole('button', { name: 'Pay $5.00' }).tap();
      const refusal = sheet.getByRole('alert');
      await expect.poll(() => refusal.textContent()).toMatch(/offline\. Nothing was charged/);
      await context.setOffline(false);
      expect(await balance(page)).toBe(0);

      // Back online, the same Pay buys it once and the reading carries on by itself, at its own address.
      await sheet.getByRole('button', { name: 'Pay $5.00' }).tap();
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText('50 tokens spent · 0 left', { exact: true }).waitFor({ timeout: 15_000 });
      const paid = new URL(page.url());
      expect(paid.pathname).toBe('/comprehensive-report');
      expect(paid.search).toMatch(/^\?reading=[0-9a-f-]{36}$/);
      const paidTitle = await title(page).textContent();
      await inView(page, '#reading-title');

      // Back right after paying: the filled form, in view (not a footer), not the home page.
      await page.goBack();
      await page.waitForURL((u) => u.pathname === '/comprehensive-report' && u.search === '');
      await title(page).waitFor({ state: 'detached' });
      expect(await field(page, 'Full name').inputValue()).toBe('Grace Hopper');
      expect(await field(page, 'Date of birth').inputValue()).toBe('1906-12-09');
      await inView(page, 'form.form');
      expect(await onScreen(page, 'footer')).toBe(false);

      // Back again: the free reading on the home page, still there.
      await page.goBack();
      await page.waitForURL(free.href);
      await title(page).waitFor();
      expect(await title(page).textContent()).toBe(freeTitle);
      await inView(page, '#reading-title');

      // Forward twice: the form, then the paid reading with its receipt; not charged again.
      await page.goForward();
      await page.waitForURL((u) => u.pathname === '/comprehensive-report' && u.search === '');
      await expect.poll(() => field(page, 'Full name').inputValue()).toBe('Grace Hopper');
      await page.goForward();
      await page.waitForURL(paid.href);
      await page.getByText('50 tokens spent · 0 left', { exact: true }).waitFor();
      expect(await title(page).textContent()).toBe(paidTitle);
      await inView(page, '#reading-title');

      // A reload keeps it.
      await page.reload();
      await title(page).waitFor();
      expect(await title(page).textContent()).toBe(paidTitle);
      await inView(page, '#reading-title');

      // The address alone opens it from the account, free; signed out, it asks to sign in first.
      const tab = await context.newPage();
      await tab.goto(paid.href);
      await title(tab).waitFor();
      expect(await title(tab).textContent()).toBe(paidTitle);
      const other = await phone();
      try {
        const stranger = await other.newPage();
        await stranger.goto(paid.href);
        await stranger.getByText('This reading is saved to an account. Sign in to open it again').waitFor();
        expect(await title(stranger).count()).toBe(0);
      } finally {
        await other.close();
      }

      // One purchase of $5.00 and one reading paid: nothing charged twice.
      expect(await balance(page)).toBe(0);
      await page.goto(site.url + '/account');
      const history = page.getByRole('table');
      await history.getByText('Comprehensive report').first().waitFor();
      expect(await history.getByText(/Tokens bought/).count()).toBe(1);
      expect(await history.getByText('Comprehensive report').count()).toBe(1);
    } finally {
      await context.close();
    }
  });
});
