import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn, isSignInMail } from '../apps/server/test/helpers/mailbox';
import { uniqueEmail } from '../apps/server/test/helpers/http';
import { type RunningSite, withSiteAndBrowser, formHydrated } from './helpers/app';
import { seriousViolations } from './helpers/axe';
import { tapCounter } from './helpers/taps';

let site: RunningSite;
let browser: Browser;
withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

const hydrated = (page: Page) => formHydrated(page);

describe('a newcomer on a phone (390x844, touch): from a free reading to the paid one', () => {
  it('takes at most 9 taps and 3 typed fields, the details typed once carrying over', async () => {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      hasTouch: true,
      isMobile: true,
      bypassCSP: true,
    });
    const page = await context.newPage();
    try {
      await page.goto(site.url + '/simple-report');
      await hydrated(page);
      const form = page.locator('form.form').first();
      await form.getByLabel('Full name').fill('Ada Lovelace');
      await form.getByLabel('Date of birth').fill('1984-12-10');
      await form.getByRole('button', { name: 'Generate Report' }).tap();
      await page.locator('#reading-title').waitFor();

      // From here on every tap and typed field counts.
      const me = tapCounter();
      await me.tap(page.getByRole('link', { name: 'The comprehensive report' }));
      await page.waitForURL((u) => u.pathname === '/comprehensive-report');
      await hydrated(page);
      // Filled in from this device: nothing typed again.
      const paidForm = page.locator('form.form').first();
      // Both fields are read together: the form fills once it knows whose details these are, after hydration.
      const filled = async () => [
        await paidForm.getByLabel('Full name').inputValue(),
        await paidForm.getByLabel('Date of birth').inputValue(),
      ];
      await expect.poll(filled).toEqual(['Ada Lovelace', '1984-12-10']);
      await me.tap(paidForm.getByRole('button', { name: 'Generate Comprehensive Report' }));

      const email = uniqueEmail('newcomer');
      const since = site.mailbox.countFor(email);
      const signIn = page.getByRole('dialog', { name: 'Sign in' });
      await me.type(signIn.getByRole('textbox', { name: 'Email' }), email);
      await me.tap(signIn.getByRole('button', { name: 'Send code' }));
      const code = codeIn(await site.mailbox.waitFor(email, { since, match: isSignInMail }));
      await me.type(signIn.getByLabel('Code'), code);
      await me.tap(signIn.getByRole('button', { name: 'Sign in', exact: true }));

      await me.tap(
        page.getByRole('dialog', { name: 'Insufficient Tokens' }).getByRole('button', { name: 'Buy tokens' }),
      );
      const sheet = page.getByRole('dialog', { name: 'Buy tokens' });
      // Exactly the reading in front of them, already chosen: $5.00, not a $10 package.
      await sheet.getByRole('button', { name: /Just this reading/, pressed: true }).waitFor();
      await sheet.getByText('Exactly the 50 tokens you need').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      if (process.env.SCREENSHOTS) await page.screenshot({ path: `${process.env.SCREENSHOTS}/buy-exact-390.png` });
      await sheet.getByLabel('Card number').fill('4242 4242 4242 4242');
      await sheet.getByLabel('Expiry (MM/YY)').fill('12/34');
      await sheet.getByLabel('CVC').fill('123');
      await me.tap(sheet.getByRole('button', { name: 'Pay $5.00' }));
      await sheet.waitFor({ state: 'detached', timeout: 15_000 });
      await page.getByText('50 tokens spent · 0 left', { exact: true }).waitFor({ timeout: 15_000 });

      expect(me.counts.typed).toBeLessThanOrEqual(3);
      expect(me.counts.taps).toBeLessThanOrEqual(9);
      expect(me.counts).toEqual({ taps: 6, typed: 2 });
    } finally {
      await context.close();
    }
  });
});
