import { createHash } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { type VisitorSite, withPage, withVisitorSite } from './helpers/app';
import { SITE_PAGES } from './helpers/pages';

/**
 * Issue 25 / ADR 0951: the CSP allows no inline style but the pages' own stylesheets, by hash ('unsafe-inline'
 * is gone from style-src), and every page, the sign-in screens included, renders with nothing refused: no
 * `securitypolicyviolation` event and no "Refused to …" in the console, with Chromium enforcing the header.
 * "Every page" is one address of each of the app's routes (helpers/pages.ts, the list the web bench measures).
 */

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/** Every refusal the page meets from now on, in the page itself (the SDK's shadow roots included) and in the console. */
async function refusalsOn(page: Page): Promise<string[]> {
  const refused: string[] = [];
  await page.exposeFunction('__refused', (what: string) => refused.push(what));
  await page.addInitScript(() => {
    document.addEventListener(
      'securitypolicyviolation',
      (e) => (window as unknown as { __refused(w: string): void }).__refused(`${e.violatedDirective}: ${e.sample}`),
      true,
    );
  });
  page.on('console', (m) => {
    if (/Content Security Policy|Refused to/i.test(m.text())) refused.push(m.text());
  });
  return refused;
}

describe('inline styles under the CSP', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it("style-src has no 'unsafe-inline', and it lists the hash of every inline stylesheet a page is served with", async () => {
    for (const path of SITE_PAGES) {
      const res = await fetch(site.url + path);
      const csp = res.headers.get('content-security-policy') ?? '';
      const styleSrc = csp.split(';').find((d) => d.trim().startsWith('style-src')) ?? '';
      expect(styleSrc, path).not.toContain("'unsafe-inline'");
      const html = await res.text();
      const styles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
      expect(styles.length, `${path}: inline stylesheets`).toBeGreaterThan(0);
      for (const css of styles) expect(styleSrc, `${path}: ${css.slice(0, 60)}`).toContain(sha256(css));
      expect(html, `${path}: a style attribute`).not.toMatch(/<[a-z][^>]*\sstyle="/i);
    }
  });

  it('every page renders on a phone with nothing refused', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const refused = await refusalsOn(page);
      for (const path of SITE_PAGES) {
        await page.goto(site.url + path, { waitUntil: 'networkidle' });
        // Styled by its inline sheet: the page's background is the night sky, not the browser's white.
        const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
        expect(background, path).not.toBe('rgba(0, 0, 0, 0)');
        expect(refused, path).toEqual([]);
      }
    });
  });

  it("a free reading, and its share page (the server's own HTML), with nothing refused", async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const refused = await refusalsOn(page);
      await page.goto(site.url + '/');
      const form = page.locator('form.form').first();
      await form.getByLabel('Full name').fill('Miriam Shoshana Katz');
      await form.getByLabel('Date of birth').fill('1985-03-09');
      await form.getByRole('button', { name: 'Generate Report' }).click();
      await page.locator('#reading-title').waitFor();
      await page
        .getByRole('group', { name: /^Share: / })
        .getByRole('button', { name: 'Share link' })
        .click();
      const url = await page.getByTestId('share-url').inputValue();
      await page.goto(url, { waitUntil: 'networkidle' });
      await page.getByRole('heading', { level: 1 }).waitFor();
      expect(refused).toEqual([]);
    });
  });

  it('the sign-in screens are styled, with nothing refused: e-mail, phone number and code', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const refused = await refusalsOn(page);
      // The phone form shows where the server lists otp-phone; this site sends no texts, so it is added here.
      await page.route('**/auth/loginmethods', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as { firstFactors?: string[] };
        await route.fulfill({ response, json: { ...body, firstFactors: [...(body.firstFactors ?? []), 'otp-phone'] } });
      });
      await page.goto(site.url + '/auth');
      const email = page.locator('input[name="email"]');
      await email.waitFor();
      // The SDK's own sheet applies (its container is laid out as a card), and so do our rules after it (the
      // site's body font, not the SDK's Arial).
      const container = page.locator('[data-supertokens~="container"]');
      expect(await container.evaluate((el) => getComputedStyle(el).borderRadius)).not.toBe('0px');
      const switcher = page.locator('[data-supertokens~="contactMethodSwitcher"]');
      expect(await switcher.evaluate((el) => getComputedStyle(el).fontFamily)).toMatch(/Source Serif 4/);

      // The phone field's library sheet mounts after ours but applies before it: its flags are this site's.
      await switcher.click();
      await page.locator('input[name="phoneNumber_text"]').waitFor();
      const flag = await page
        .locator('.iti__flag')
        .first()
        .evaluate((el) => getComputedStyle(el).backgroundImage);
      expect(flag).toContain(`${site.url}/assets/`);

      await page.locator('[data-supertokens~="contactMethodSwitcher"]').click();
      await email.waitFor();
      await email.fill('csp-styles@example.com');
      await page.locator('button[type="submit"]').click();
      await page.locator('input[name="userInputCode"]').waitFor();
      expect(refused).toEqual([]);
    });
  });
});
