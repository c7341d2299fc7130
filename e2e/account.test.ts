import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { downloadedBytes, type RunningSite, withSiteAndBrowser } from './helpers/app';
import { signInThroughDialog, topBarButton } from './helpers/auth';
import { seriousViolations } from './helpers/axe';
import { postComprehensiveReport } from './helpers/readings';
import { buyWithTestCard } from './helpers/tokens';

describe('the account page', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('shows where the tokens went, gives the reader their data, and deletes the account on request', async () => {
    // bypassCSP only so that axe can be injected; the app's own scripts are the same.
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      bypassCSP: true,
      acceptDownloads: true,
    });
    const page = await context.newPage();
    const email = `e2e-account-${Date.now()}@example.test`;
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, email);
    await page.getByRole('link', { name: 'Account' }).click();
    await page.getByRole('heading', { level: 1, name: 'Your Account' }).waitFor();
    await page.getByText(`Signed in as ${email}`).waitFor();
    await page.getByText('No tokens bought or spent yet.').waitFor();

    // Buy from the account page; balance and history follow.
    await page.getByRole('button', { name: 'Buy tokens' }).click();
    await buyWithTestCard(page, /Value Pack/, '$45.00');
    const history = page.getByRole('table', { name: 'Where your tokens went' });
    // On a phone the row's date sits under what moved (the Date column gives its room to Balance).
    await history.getByRole('row', { name: /^Tokens bought · paid \$45\.00\b.* \+500 500$/ }).waitFor();

    // A paid reading shows up as a movement that links to the reading.
    expect(await postComprehensiveReport(page, '1799-12-10')).toBe(400); // born before 1800: refused, nothing spent
    await postComprehensiveReport(page, '1985-12-10');
    await page.reload();
    await history.getByRole('row', { name: /^Comprehensive report\b.* −50 450$/ }).waitFor();
    expect(await history.getByRole('row').count()).toBe(3); // header, reading, purchase
    await page.getByText('450 tokens. No subscription; tokens never expire.').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    // Download my data: one JSON file with the reading's full text.
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download my data' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kabbalah-numerology-data-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse((await downloadedBytes(download)).toString('utf8')) as {
      account: { email: string };
      readings: { name: string; text: string }[];
    };
    expect(data.account.email).toBe(email);
    expect(data.readings.map((r) => r.name)).toEqual(['Ada Lovelace']);
    expect(data.readings[0]!.text.length).toBeGreaterThan(1000);

    // Delete: only once the address is typed; the reader is told what is lost.
    await page.getByText('Your 450 unused tokens will be lost.').waitFor();
    const remove = page.getByRole('button', { name: 'Delete my account' });
    const confirm = page.getByLabel('Type your e-mail address to confirm');
    expect(await remove.isDisabled()).toBe(true);
    await confirm.fill('someone-else@example.test');
    expect(await remove.isDisabled()).toBe(true);
    await confirm.fill(email);
    await remove.click();
    await page.getByText('Your account has been deleted and you have been signed out.').waitFor();
    await topBarButton(page, 'Sign In');
    expect(await page.getByRole('link', { name: 'Account' }).count()).toBe(0);

    // Still signed out after a reload, and the account page says so.
    await page.reload();
    await page.getByText('Sign in to see your tokens, where they went, and your data.').waitFor();
    await context.close();
  });
});
