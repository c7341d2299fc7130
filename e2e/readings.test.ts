import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { codeIn } from '../apps/server/test/helpers/mailbox';
import { newPage, type RunningSite, withSiteAndBrowser, formHydrated } from './helpers/app';
import { badgeCount, buyWithTestCard } from './helpers/tokens';
import { uniqueEmail } from '../apps/server/test/helpers/http';

async function fillPerson(page: Page, name: string, dateOfBirth: string, morning = false) {
  const form = page.locator('form.form').first();
  await form.getByLabel('Full name').fill(name);
  await form.getByLabel('Date of birth').fill(dateOfBirth);
  if (morning) await form.getByLabel('Born in the morning').check();
}

/** The reading shows the Tree of Life as one image, named, described in words, with a sephirah lit. */
async function expectLitTree(page: Page): Promise<void> {
  const tree = page.getByRole('img', { name: /Tree of Life/ });
  await tree.waitFor();
  expect(await tree.count()).toBe(1);
  expect(await tree.locator('[data-sephirah]').count()).toBe(11);
  expect(await tree.locator('[data-sephirah][data-lit]').count()).toBeGreaterThan(0);
  expect(await tree.locator('.tree-path').count()).toBe(22);
  const description = await tree.evaluate(
    (svg) => document.getElementById(svg.getAttribute('aria-describedby') ?? '')?.textContent ?? '',
  );
  expect(description).toMatch(/Your Life Path \d+ lights \w/);
  // It fits the page: no wider than the reading.
  const [treeBox, readingBox] = await Promise.all([
    tree.boundingBox(),
    page.locator('.reading .parchment').boundingBox(),
  ]);
  expect(treeBox!.width).toBeGreaterThan(200);
  expect(treeBox!.x + treeBox!.width).toBeLessThanOrEqual(readingBox!.x + readingBox!.width);
}

describe('readings journey in Chromium', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('free report signed out, sign in on a paid form, insufficient tokens, recharge, comprehensive report, question, My readings', async () => {
    const { page, context, errors } = await newPage(browser);

    // 1. A free simple report, signed out (on / when the home page carries the form, else /simple-report).
    await page.goto(site.url + '/');
    if ((await page.getByLabel('Born in the morning').count()) === 0) await page.goto(site.url + '/simple-report');
    await fillPerson(page, 'Eve <b>Bold</b> Cohen', '1990-05-17', true);
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const reading = page.getByTestId('reading-text');
    await reading.waitFor();
    expect((await reading.textContent())!.length).toBeGreaterThan(200);
    expect(await page.locator('.reading__highlight').count()).toBeGreaterThan(0);
    // The title is shown once, above the numbers, not again at the top of the text.
    expect(await page.getByRole('heading', { name: /numerology reading for Eve/ }).count()).toBe(1);
    // The name is echoed as text, never as markup.
    expect(await reading.locator('b').count()).toBe(0);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await page.getByRole('button', { name: 'Copy text' }).waitFor();
    await expectLitTree(page);
    // On a wide screen the tree stands beside the text.
    const [treeBox, textBox] = await Promise.all([
      page.getByTestId('tree-of-life').boundingBox(),
      reading.boundingBox(),
    ]);
    expect(treeBox!.x).toBeGreaterThanOrEqual(textBox!.x + textBox!.width);

    // 2. The comprehensive form asks a signed-out visitor to sign in, then continues by itself.
    await page.goto(site.url + '/comprehensive-report');
    await page.getByText('Costs 50 tokens (≈ $5.00)').waitFor();
    await fillPerson(page, 'Miriam Cohen', '1985-11-03');
    await page.getByRole('button', { name: 'Generate Comprehensive Report' }).click();
    const email = uniqueEmail('journey');
    const since = site.mailbox.countFor(email);
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn.getByLabel('Code').fill(codeIn(await site.mailbox.waitFor(email, { since })));
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();

    // 3. With no tokens the submission that continued meets 'Insufficient Tokens'; Buy tokens opens the purchase.
    const insufficient = page.getByRole('dialog', { name: 'Insufficient Tokens' });
    await insufficient.waitFor();
    expect(await insufficient.textContent()).toMatch(/costs 50 tokens.*balance is 0 tokens/i);
    await expect(page.getByRole('alert').first().textContent()).resolves.toMatch(/50 tokens/);
    await insufficient.getByRole('button', { name: 'Buy tokens' }).click();
    await buyWithTestCard(page, /Starter Pack/, '$10.00');

    // 4. After paying, the reading continues by itself and shows what was spent.
    await page.getByText('50 tokens spent · 50 left', { exact: true }).waitFor();
    expect(await page.getByRole('alert').count()).toBe(0);
    // The price under the form follows the balance.
    await page.getByText('Costs 50 tokens (≈ $5.00) · you have 50').waitFor();
    const comprehensiveTitle = await page.locator('#reading-title').textContent();
    await badgeCount(page, '50');

    // 5. A question.
    await page.goto(site.url + '/ask-question');
    await page.getByRole('heading', { name: 'Ask a question', level: 1 }).waitFor();
    await fillPerson(page, 'Miriam Cohen', '1985-11-03');
    await page.getByLabel('Your question').fill('Is this a good year to change my work?');
    await page.getByText('Costs 20 tokens (≈ $2.00) · you have 50').waitFor();
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await page.getByText('20 tokens spent · 30 left', { exact: true }).waitFor();
    await badgeCount(page, '30');

    // 6. My readings: both paid readings, newest first; opening one again costs nothing.
    await page.goto(site.url + '/readings');
    const items = page.locator('.reading-list__item');
    await items.first().waitFor();
    // Both paid readings (and, when the free one was kept on the device, that one saved at sign-in too).
    expect(await items.count()).toBeGreaterThanOrEqual(2);
    expect(await items.nth(0).textContent()).toMatch(/Question/);
    expect(await items.nth(1).textContent()).toMatch(/Comprehensive report/);
    const href = await items.nth(1).getByRole('link').getAttribute('href');
    expect(href).toMatch(/^\/readings\/[0-9a-f-]{36}$/);
    await items.nth(1).getByRole('link').click();
    await page.waitForURL(site.url + href);
    await page.getByTestId('reading-text').waitFor();
    expect(await page.locator('#reading-title').textContent()).toBe(comprehensiveTitle);
    await expectLitTree(page);
    await page.getByRole('button', { name: 'Print' }).waitFor();
    await badgeCount(page, '30');

    // 7. A saved reading can be e-mailed to the reader.
    const mailsBefore = site.mailbox.countFor(email);
    await page.getByRole('button', { name: 'E-mail it to me' }).click();
    await page.getByText(`Sent to ${email}.`).waitFor();
    const mail = await site.mailbox.waitFor(email, {
      since: mailsBefore,
      match: (m) => /^Subject: Your reading:/m.test(m.raw),
    });
    expect(mail.raw).toContain(comprehensiveTitle!);

    expect(errors.filter((e) => !/401|402/.test(e))).toEqual([]);
    await context.close();
  });

  it.each([
    ['/simple-report', 'Simple Report', 'Back to Analysis', '/analysis'],
    ['/comprehensive-report', 'Comprehensive Report', 'Back to Analysis', '/analysis'],
    ['/ask-question', 'Ask a question', 'Back to Home', '/'],
  ])('serves %s prerendered and hydrates it without a mismatch', async (path, heading, back, backHref) => {
    const html = await (await fetch(site.url + path)).text();
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain('Born in the morning');
    const { page, context, errors } = await newPage(browser);
    await page.goto(site.url + path);
    // The submit button is enabled once hydrated.
    await formHydrated(page);
    expect(errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e))).toEqual([]);
    expect(await page.getByRole('link', { name: back }).getAttribute('href')).toBe(backHref);
    await context.close();
  });

  it('shows the tree above the text on a 360 px phone, without sideways scrolling', async () => {
    const { page, context, errors } = await newPage(browser, { width: 360, height: 740 });
    await page.goto(site.url + '/simple-report');
    await formHydrated(page);
    await fillPerson(page, 'Ada Lovelace', '1984-12-10');
    await page.getByRole('button', { name: 'Generate Report' }).click();
    await expectLitTree(page);
    // Measured together: the page may still be scrolling the fresh reading into view.
    const [treeBottom, textTop] = await page.evaluate(() => [
      document.querySelector('[data-testid="tree-of-life"]')!.getBoundingClientRect().bottom,
      document.querySelector('[data-testid="reading-text"]')!.getBoundingClientRect().top,
    ]);
    expect(treeBottom).toBeLessThanOrEqual(textTop!);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('keeps what a reader typed before the page finished loading', async () => {
    const { page, context } = await newPage(browser);
    let release!: () => void;
    const scriptsHeld = new Promise<void>((resolve) => (release = resolve));
    // Hold the app's JavaScript back, as a slow phone would, while the reader types into the prerendered form.
    await page.route('**/assets/index-*.js', async (route) => {
      await scriptsHeld;
      await route.continue();
    });
    // (Module scripts run before DOMContentLoaded, so wait only for the HTML to be there.)
    await page.goto(site.url + '/simple-report', { waitUntil: 'commit' });
    await page.locator('form.form').getByLabel('Full name').waitFor();
    await fillPerson(page, 'Miriam Early', '1985-03-02');
    // Never greyed: a press now would be held and sent once the code runs (ADR 0640, e2e/first-tap.test.ts).
    expect(await page.getByRole('button', { name: 'Generate Report' }).isDisabled()).toBe(false);
    release();
    await page.getByRole('button', { name: 'Generate Report' }).click();
    const reading = page.getByTestId('reading-text');
    await reading.waitFor();
    expect(await reading.textContent()).toContain('Miriam');
    await context.close();
  });

  it('asks a signed-out visitor on My readings to sign in', async () => {
    const { page, context } = await newPage(browser);
    await page.goto(site.url + '/readings');
    await page.getByText('Sign in to see the readings you have received').waitFor();
    await context.close();
  });
});
