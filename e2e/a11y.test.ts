import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { firstVisitsTab, type OpenPage, type VisitorSite, withPage, withVisitorSite } from './helpers/app';
import { seriousViolations } from './helpers/axe';

const PAGES = [
  '/',
  '/analysis',
  '/blog',
  '/blog/1',
  '/blog/2',
  '/blog/3',
  '/blog/4',
  '/blog/5',
  '/blog/99',
  '/faq',
  '/terms',
  '/privacy-policy',
  '/contact',
  '/account',
  '/no-such-page',
];

describe('accessibility (axe-core)', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  /** The site's CSP forbids inline scripts, axe included: these pages let the test inject it. */
  const axePage = (width: number, use: (open: OpenPage) => Promise<void>) =>
    withPage(browser, { width, bypassCSP: true }, use);

  async function visit(page: Page, path: string) {
    await page.goto(site.url + path);
    await ready(page);
  }

  /** Hydrated, its heading shown. */
  async function ready(page: Page) {
    await page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );
    await page.locator('h1').first().waitFor();
  }

  /** The desktop pages go through one tab, each visit a first one (ADR 1308). */
  const desktop = firstVisitsTab(() => browser, { width: 1280, bypassCSP: true });
  afterAll(() => desktop.close());

  it.each(PAGES)('%s has no serious or critical violation on desktop', async (path) => {
    await desktop.look(site.url + path, async ({ page }) => {
      await ready(page);
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('the home page at 375px with the menu open and an FAQ answer open has no serious violation', async () => {
    await axePage(375, async ({ page }) => {
      await visit(page, '/');
      await page.locator('.accordion__button').first().click();
      await page.getByRole('button', { name: 'Open menu' }).click();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('the contact page with its success and failure banners has no serious violation', async () => {
    await axePage(375, async ({ page }) => {
      await visit(page, '/contact');
      await page.route('**/api/contact', (r) => r.fulfill({ status: 500, body: '{}' }));
      await page.getByLabel('Name').fill('Axe');
      await page.getByLabel('Email').fill('axe@example.test');
      await page.getByLabel('Message').fill('Checking the failure banner.');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Failed to send message. Please try again.').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await page.unroute('**/api/contact');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await page.getByText('Your message has been sent successfully!').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });

  it('keyboard users reach the skip link first and every control shows a visible focus style', async () => {
    await axePage(1280, async ({ page }) => {
      await visit(page, '/');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.textContent)).toBe('Skip to content');
      for (let i = 0; i < 6; i++) {
        await page.keyboard.press('Tab');
        const styled = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement;
          const s = getComputedStyle(el);
          return s.boxShadow !== 'none' || (s.outlineStyle !== 'none' && s.outlineWidth !== '0px');
        });
        expect(styled).toBe(true);
      }
    });
  });
});
