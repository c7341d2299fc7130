import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterEach, describe, expect, it } from 'vitest';
import { simpleParser } from 'mailparser';
import { downloadedBytes, type RunningSite, withSiteAndBrowser } from './helpers/app';
import { openTopBarMenuIfCollapsed, signInThroughDialog } from './helpers/auth';
import { uniqueEmail } from '../apps/server/test/helpers/http';

const isDailyMail = (m: { raw: string }) => /^Subject: Your Personal Day/m.test(m.raw);
const standardFontDataUrl = `${join(dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json')), 'standard_fonts')}/`;

/** A fixed-offset zone where it is now between 8 and 22 o'clock, so the morning e-mail is due today. */
function morningZone(): string {
  for (let h = -12; h <= 14; h++) {
    const zone = h === 0 ? 'UTC' : `Etc/GMT${h > 0 ? '-' : '+'}${Math.abs(h)}`;
    const hour = Number(
      new Intl.DateTimeFormat('en', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()),
    );
    if (hour >= 8 && hour <= 22) return zone;
  }
  throw new Error('no morning zone');
}

async function pdfText(pdf: Buffer): Promise<string> {
  const doc = await getDocument({
    data: new Uint8Array(pdf),
    standardFontDataUrl,
    isEvalSupported: false,
  }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(content.items.map((item) => ('str' in item ? item.str : '')).join(' '));
  }
  await doc.destroy();
  return pages.join(' ').replace(/\s+/g, ' ');
}

describe('profile, Daily Numbers, PDF and share links on a phone', () => {
  let site: RunningSite;
  let browser: Browser;
  let context: BrowserContext | undefined;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));
  afterEach(async () => {
    await context?.close();
    context = undefined;
  });

  async function phone(timezoneId = 'UTC'): Promise<Page> {
    context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      timezoneId,
      acceptDownloads: true,
      permissions: ['clipboard-read', 'clipboard-write'],
    });
    return context.newPage();
  }

  it('keeps a signed-out reading, saves it at sign-in, remembers the reader, and shows and e-mails Daily Numbers', async () => {
    const zone = morningZone();
    const page = await phone(zone);
    const email = uniqueEmail('profile');

    // Signed out: a free reading is kept on the device.
    await page.goto(`${site.url}/simple-report`);
    const form = page.locator('form.form').first();
    await form.getByLabel('Full name').fill('Noa Peretz');
    await form.getByLabel('Date of birth').fill('1992-04-17');
    await form.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('heading', { name: 'A numerology reading for Noa' }).waitFor();
    await page.reload();
    await page.getByTestId('kept-reading').getByText('A numerology reading for Noa').waitFor();

    // Signing in saves it to My readings.
    await signInThroughDialog(page, site, email);
    await page.getByRole('link', { name: 'My readings' }).click();
    await page
      .getByRole('link', { name: /A numerology reading for Noa/ })
      .first()
      .waitFor();

    // Daily Numbers from the top bar: the reader gives their details once.
    await openTopBarMenuIfCollapsed(page);
    await page.getByRole('link', { name: 'Daily Numbers' }).click();
    await page.getByRole('heading', { level: 1, name: 'Daily Numbers' }).waitFor();
    await page.getByLabel('Full name').fill('Noa Peretz');
    await page.getByLabel('Date of birth').fill('1992-04-17');
    await page.getByLabel('Born in the morning').check();
    await page.getByRole('button', { name: 'Show my numbers' }).click();
    const day = page.getByTestId('daily-day');
    await day.waitFor();
    expect(await day.locator('.daily__value').innerText()).toMatch(/^(\d|11|22|33)$/);
    // "The working" shows that it opens (issue 25's screenshots: as a flex box the summary had lost its marker).
    const summary = page.getByTestId('daily-year').locator('summary');
    expect(
      await summary.evaluate(
        (el) => getComputedStyle(el).display === 'list-item' || getComputedStyle(el, '::before').content !== 'none',
      ),
    ).toBe(true);
    await page.getByTestId('daily-year').getByText('The working').click();
    await page
      .getByTestId('daily-year')
      .getByText(/^Birth month 4 \+ birth day 17 → 8 \+ calendar year/)
      .waitFor();
    expect(await page.locator('.daily__day').count()).toBe(7);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The morning e-mail, in the browser's time zone: it is morning there, so today's comes at once.
    const since = site.mailbox.countFor(email);
    await page.getByLabel('E-mail me my numbers each morning').click();
    await page.getByText(`each morning at 7:00 (${zone})`).waitFor();
    const mail = await simpleParser((await site.mailbox.waitFor(email, { since, match: isDailyMail })).source);
    expect(mail.text).toContain('PERSONAL DAY');
    expect(mail.text).toMatch(/Working: Birth month 4 \+ birth day 17 → 8 \+/);
    expect(mail.text).toMatch(/Unsubscribe with one click: http:\/\/127\.0\.0\.1:\d+\/api\/daily\/unsubscribe\?u=/);

    // Every reading form now starts filled in; "for someone else" empties it.
    await page.goto(`${site.url}/simple-report`);
    const filled = page.locator('form.form').first();
    await expect.poll(() => filled.getByLabel('Full name').inputValue()).toBe('Noa Peretz');
    expect(await filled.getByLabel('Date of birth').inputValue()).toBe('1992-04-17');
    expect(await filled.getByLabel('Born in the morning').isChecked()).toBe(true);
    await filled.getByLabel('For someone else').check();
    expect(await filled.getByLabel('Full name').inputValue()).toBe('');
    await filled.getByLabel('For me').check();
    expect(await filled.getByLabel('Full name').inputValue()).toBe('Noa Peretz');
  });

  it('downloads a saved reading as PDF and shares it without the name or date of birth, until revoked', async () => {
    const page = await phone();
    await page.goto(`${site.url}/simple-report`);
    await signInThroughDialog(page, site, uniqueEmail('share'));
    await page.keyboard.press('Escape'); // close the phone menu the sign-in left open
    const form = page.locator('form.form').first();
    await form.getByLabel('For someone else').check();
    await form.getByLabel('Full name').fill('Yael Ben-David');
    await form.getByLabel('Date of birth').fill('1979-11-02');
    await form.getByRole('button', { name: 'Generate Report' }).click();
    await page.getByRole('heading', { name: 'A numerology reading for Yael' }).waitFor();

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Download PDF' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^kabbalah-numerology-simple-\d{4}-\d{2}-\d{2}\.pdf$/);
    const pdf = await downloadedBytes(download);
    expect(pdf.byteLength).toBeGreaterThan(5000);
    expect(await pdfText(pdf)).toContain('A numerology reading for Yael');

    await page.getByRole('button', { name: 'Share link' }).click();
    const url = await page.getByTestId('share-url').inputValue();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{22}$/);

    const viewer = await context!.newPage();
    const response = await viewer.goto(url);
    expect(response!.status()).toBe(200);
    await viewer.getByRole('heading', { level: 1, name: 'A numerology reading' }).waitFor();
    await viewer.getByText('Life Path').first().waitFor();
    const html = await viewer.content();
    for (const secret of ['Yael', 'Ben-David', 'David', '1979', '11-02', '2 November'])
      expect(html, secret).not.toContain(secret);
    expect(await viewer.locator('meta[property="og:image"]').getAttribute('content')).toBe(`${url}/og.png`);
    const image = await viewer.request.get(`${url}/og.png`);
    expect(image.headers()['content-type']).toBe('image/png');
    expect(await viewer.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // A DELETE without a body goes without a JSON content type (the server refuses an empty JSON body).
    const revoke = page.waitForRequest((r) => r.method() === 'DELETE' && r.url().endsWith('/share'));
    await page.getByRole('button', { name: 'Stop sharing' }).click();
    expect((await revoke).headers()['content-type']).toBeUndefined();
    await page.getByText('The link no longer works.').waitFor();
    expect((await viewer.goto(url))!.status()).toBe(404);

    // On paper the saved reading starts at its own title: no page heading, buttons or back link, and the
    // tree in black on white (lit names black, Da'at an outline, the key's swatches printed).
    await page.goto(`${site.url}/readings`);
    await page.getByRole('link', { name: /A numerology reading for Yael/ }).click();
    await page.locator('#reading-title').waitFor();
    await page.emulateMedia({ media: 'print' });
    for (const hidden of [
      page.getByRole('heading', { level: 1, name: 'My Readings' }),
      page.getByRole('button', { name: 'Download PDF' }),
      page.getByRole('link', { name: '← All my readings' }),
    ])
      expect(await hidden.isVisible()).toBe(false);
    const paint = await page.evaluate(() => {
      const style = (selector: string) => getComputedStyle(document.querySelector(selector)!);
      return {
        litName: style('.tree-sephirah--lit .tree-sephirah__name').fill,
        daat: style('[data-sephirah="daat"] .tree-sephirah__disc').fill,
        key: style('.tree-of-life__key').printColorAdjust,
      };
    });
    expect(paint).toEqual({ litName: 'rgb(0, 0, 0)', daat: 'rgb(255, 255, 255)', key: 'exact' });
    await page.emulateMedia({ media: 'screen' });

    // A reading for someone else leaves the reader's own details unknown: Daily Numbers asks for them and,
    // like every form, says under its button what is still missing.
    await page.goto(`${site.url}/daily`);
    const hint = page.getByText('To continue, enter your full name and your date of birth.');
    await hint.waitFor();
    const show = page.getByRole('button', { name: 'Show my numbers' });
    expect(await show.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    await page.getByLabel('Full name').fill('Yael Ben-David');
    expect(await hint.isVisible()).toBe(false);
    await page.getByText('To continue, enter your date of birth.').waitFor();
  });
});
