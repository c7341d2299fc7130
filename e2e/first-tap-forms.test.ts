import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withVisitorSite } from './helpers/app';
import { formIsLive, holdAppEntry, throttledPhone } from './helpers/phone';

/**
 * Every reading form is usable from its first paint (issue 25, ADR 0640): on the throttled phone the reader
 * taps the name field the instant it appears, types, and presses the button once, all before the app's code
 * has run (its entry is held until the press). The press is kept and acted on once the form is live.
 */
async function pressBeforeTheCode(
  browser: Browser,
  url: string,
  fill: (page: Page) => Promise<void>,
  button: string,
): Promise<{ page: Page; posts: string[]; errors: string[]; close: () => Promise<void> }> {
  const { context, page, errors } = await throttledPhone(browser);
  const release = await holdAppEntry(page);
  const posts: string[] = [];
  page.on('request', (r) => r.method() === 'POST' && posts.push(new URL(r.url()).pathname));

  await page.goto(url, { waitUntil: 'commit' });
  const name = page.getByLabel('Full name').first();
  await name.waitFor();
  const submit = page.getByRole('button', { name: button });
  // Never greyed while the page's code loads.
  expect(await submit.isDisabled()).toBe(false);
  await name.tap();
  await fill(page);
  expect(await formIsLive(page)).toBe(false);
  await submit.tap();
  expect(await formIsLive(page)).toBe(false);
  release();
  return { page, posts, errors, close: () => context.close() };
}

/** A native submit would post the form to the page's own address (method="post", no action). */
const pagePosts = (posts: string[], page: string) => posts.filter((p) => p === page);

describe('the other reading forms work from their first paint (throttled phone)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('serves the question and compatibility buttons enabled, with no "getting ready" hint', async () => {
    for (const path of ['/ask-question', '/compatibility', '/simple-report', '/comprehensive-report']) {
      const html = await (await fetch(site.url + path)).text();
      const buttons = [...html.matchAll(/<button type="submit"[^>]*>/g)].map((m) => m[0]);
      expect(buttons.length, path).toBeGreaterThan(0);
      for (const b of buttons) expect(b, path).not.toMatch(/disabled/);
      expect(html, path).not.toMatch(/getting ready/);
      expect(html, path).toMatch(/<form[^>]*data-first-tap/);
    }
  });

  it('the question form: details and a question typed and asked before the code is ready are answered once', async () => {
    const { page, posts, errors, close } = await pressBeforeTheCode(
      browser,
      site.url + '/ask-question',
      async (p) => {
        await p.getByLabel('Full name').fill('Sarah Lynn Levy');
        await p.getByLabel('Date of birth').fill('1977-05-04');
        // Answered free and without signing in (ADR 0610), so the whole way to the answer is shown here.
        await p.getByLabel('Your question', { exact: true }).fill('Will I see next Christmas?');
      },
      'Ask your question',
    );
    const text = page.getByTestId('reading-text');
    await expect.poll(() => text.textContent(), { timeout: 60_000 }).toMatch(/No number can tell when anyone will die/);
    expect(posts.filter((p) => p === '/ask-cayo-orange/')).toHaveLength(1);
    expect(pagePosts(posts, '/ask-question')).toEqual([]);
    expect(page.url()).not.toMatch(/Sarah|1977|Christmas/);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await close();
  });

  it('the compatibility form: both people typed and one press before the code is ready ask a signed-out reader to sign in', async () => {
    const { page, posts, errors, close } = await pressBeforeTheCode(
      browser,
      site.url + '/compatibility',
      async (p) => {
        const you = p.getByRole('group', { name: 'You' });
        const other = p.getByRole('group', { name: 'The other person' });
        await you.getByLabel('Full name').fill('Sarah Lynn Levy');
        await you.getByLabel('Date of birth').fill('1977-05-04');
        await other.getByLabel('Full name').fill('Dana Cohen');
        await other.getByLabel('Date of birth').fill('1980-10-12');
      },
      'Read Our Compatibility',
    );
    // A paid reading: the press goes on to sign-in (then the reading continues by itself, tested elsewhere).
    await page.getByRole('dialog', { name: 'Sign in' }).waitFor({ timeout: 60_000 });
    // The typed details were adopted, not lost with the held press.
    const other = page.getByRole('group', { name: 'The other person' });
    expect(await other.getByLabel('Full name').inputValue()).toBe('Dana Cohen');
    expect(pagePosts(posts, '/compatibility')).toEqual([]);
    // Signed out, a paid reading asks for sign-in before it is sent.
    expect(posts.filter((p) => p.startsWith('/api/readings'))).toEqual([]);
    expect(page.url()).not.toMatch(/Sarah|Dana|1977|1980/);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await close();
  });

  it('the simple report page: a press before the code is ready gives the reading', async () => {
    const { page, posts, errors, close } = await pressBeforeTheCode(
      browser,
      site.url + '/simple-report',
      async (p) => {
        await p.getByLabel('Full name').fill('Ada Lovelace');
        await p.getByLabel('Date of birth').fill('1815-12-10');
      },
      'Generate Report',
    );
    await page.getByTestId('reading-text').waitFor({ timeout: 60_000 });
    expect(await page.getByRole('heading', { name: /numerology reading for Ada/ }).count()).toBe(1);
    expect(posts.filter((p) => p === '/generate-report/')).toHaveLength(1);
    expect(pagePosts(posts, '/simple-report')).toEqual([]);
    // The path and query only: the port the site runs on (41815) may hold the year.
    expect(new URL(page.url()).pathname + new URL(page.url()).search).not.toMatch(/Ada|1815/);
    expect(errors.filter((e) => /hydrat|Content Security Policy/i.test(e))).toEqual([]);
    await close();
  });
});
