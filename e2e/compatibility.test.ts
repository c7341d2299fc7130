import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, type RunningSite, withSiteAndBrowser, formHydrated } from './helpers/app';
import { seriousViolations } from './helpers/axe';
import { signInThroughDialog, withoutSessionProbe } from './helpers/auth';
import { badgeCount, buyWithTestCard } from './helpers/tokens';
import { uniqueEmail } from '../apps/server/test/helpers/http';

describe('compatibility reading and a corrected Hebrew spelling, on a 390 px phone', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('prefills the other person from ?name=, pays 40 tokens, shows the pair, and saves it; a corrected Hebrew spelling drives the reading', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(site.url + '/');
    await signInThroughDialog(page, site, uniqueEmail('phone'));

    // The question form links here with the named person; the name arrives filled in.
    await page.goto(site.url + '/compatibility?name=Dana%20Cohen');
    await page.getByRole('heading', { level: 1, name: 'Compatibility Reading' }).waitFor();
    await formHydrated(page);
    const you = page.getByRole('group', { name: 'You' });
    const other = page.getByRole('group', { name: 'The other person' });
    await expect.poll(() => other.getByLabel('Full name').inputValue()).toBe('Dana Cohen');
    await page.getByText('Costs 40 tokens').waitFor();
    // What is missing, for both people, is said under the button and describes it.
    const hint = page.getByText(
      'To continue, enter your full name, your date of birth, and the other person’s date of birth.',
    );
    await hint.waitFor();
    const read = page.getByRole('button', { name: 'Read Our Compatibility' });
    expect(await read.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));

    await you.getByLabel('Full name').fill('Sarah Lynn Levy');
    await you.getByLabel('Date of birth').fill('1977-05-04');
    await you.getByLabel('Born in the morning').check();
    await other.getByLabel('Date of birth').fill('1980-10-12');
    expect(await page.locator('.reading-form__hint').textContent()).toBe('');
    await read.click();

    // No tokens yet: the same 'Insufficient Tokens' path as the other paid readings, then a purchase.
    const insufficient = page.getByRole('dialog', { name: 'Insufficient Tokens' });
    await insufficient.waitFor();
    // The price in money too, at the package that covers it (100 tokens for $10.00).
    await expect.poll(() => insufficient.textContent()).toMatch(/costs 40 tokens \(≈ \$4\.00\)\./i);
    await insufficient.getByRole('button', { name: 'Buy tokens' }).click();
    await buyWithTestCard(page, /Starter Pack/, '$10.00');
    // After paying, the reading continues by itself.
    await page.getByText('40 tokens spent · 60 left', { exact: true }).waitFor();
    await badgeCount(page, '60');

    expect(await page.locator('#reading-title').textContent()).toBe('A compatibility reading for Sarah and Dana');
    const text = page.getByTestId('reading-text');
    for (const heading of [
      'Your numbers side by side',
      'Where you meet',
      'Where you rub',
      'How these numbers were calculated',
    ]) {
      await text.getByRole('heading', { name: heading }).waitFor();
    }
    expect(await text.textContent()).toMatch(/Your relationship number: \d+/);
    expect(await text.locator('table').count()).toBe(1);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A corrected Hebrew spelling: typed under the form, shown in the reading, used for the gematria.
    await page.goto(site.url + '/simple-report');
    await formHydrated(page);
    const form = page.locator('form.form').first();
    // The details typed on the compatibility form come back here once the page is live: edit them then, as a
    // reader would (typing into the page's HTML while they arrive joined the two names).
    await expect.poll(() => form.getByLabel('Full name').inputValue()).toBe('Sarah Lynn Levy');
    await form.getByLabel('Full name').fill('Joy Smith');
    await form.getByLabel('Date of birth').fill('1990-05-17');
    await form.getByLabel('Name in Hebrew letters (optional)').fill('Joy');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expect
      .poll(() => page.getByRole('alert').first().textContent())
      .toMatch(/Name in Hebrew letters: must be Hebrew/);
    await form.getByLabel('Name in Hebrew letters (optional)').fill('ג׳וי שמיט');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const reading = page.getByTestId('reading-text');
    await reading.waitFor();
    expect(await reading.textContent()).toContain('The Hebrew spelling ג׳וי שמיט is your own');
    expect(await reading.textContent()).toContain("our suggestion was ג'וי סמית'");

    // My readings has both, the compatibility reading labelled as such.
    await page.goto(site.url + '/readings');
    const items = page.locator('.reading-list__item');
    await items.first().waitFor();
    expect(await items.count()).toBe(2);
    expect(await items.nth(1).textContent()).toMatch(/Compatibility · Sarah Lynn Levy & Dana Cohen/);

    expect(withoutSessionProbe(errors).filter((e) => !/402|400/.test(e))).toEqual([]);
    await context.close();
  });

  it('serves /compatibility prerendered and hydrates it without a mismatch', async () => {
    const html = await (await fetch(site.url + '/compatibility')).text();
    expect(html).toContain('<h1>Compatibility Reading</h1>');
    expect(html).toContain('The other person');
    const { page, context, errors } = await newPage(browser);
    await page.goto(site.url + '/compatibility');
    await formHydrated(page);
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
    // Each person's fields are their own: the other person's are not autofilled with the reader's.
    expect(await page.locator('input[name="partner_name"]').getAttribute('autocomplete')).toBe('off');
    expect(await page.locator('input[name="name"]').getAttribute('autocomplete')).toBe('name');
    await context.close();
  });

  it('has no serious accessibility violation on a phone, the Hebrew field included', async () => {
    // The site's CSP forbids inline scripts, axe's included: this context lets the test inject it.
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    for (const path of ['/compatibility?name=Dana', '/simple-report']) {
      await page.goto(site.url + path);
      await formHydrated(page);
      expect(await seriousViolations(page)).toEqual([]);
    }
    await context.close();
  });
});
