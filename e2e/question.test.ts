import type { Browser } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { newPage, type RunningSite, withSiteAndBrowser, formHydrated } from './helpers/app';
import { codeIn, isSignInMail } from '../apps/server/test/helpers/mailbox';
import { openTopBarMenuIfCollapsed, withoutSessionProbe } from './helpers/auth';
import { badgeCount, buyWithTestCard } from './helpers/tokens';
import { uniqueEmail } from '../apps/server/test/helpers/http';

/** The domain note's Personal Year, computed here on its own: r(r(month) + r(day) + r(year)), masters kept. */
function reduceKeepingMasters(x: number): number {
  let v = x;
  while (v > 9 && v !== 11 && v !== 22 && v !== 33) v = [...String(v)].reduce((a, d) => a + Number(d), 0);
  return v;
}
const personalYear = (month: number, day: number, year: number) =>
  reduceKeepingMasters(reduceKeepingMasters(month) + reduceKeepingMasters(day) + reduceKeepingMasters(year));

describe('the question page on a 390 px phone', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]));

  it('says what numerology cannot answer, fills examples, answers unsafe questions kindly for free (signed out too), and reads a named year and person', async () => {
    const { page, context, errors } = await newPage(browser, { width: 390, height: 844 });
    await page.goto(site.url + '/ask-question');
    await page.getByRole('heading', { level: 1, name: 'Ask a question' }).waitFor();
    await formHydrated(page);
    expect(await page.getByRole('link', { name: 'Back to Home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('button', { name: 'Get Analysis' }).count()).toBe(0);
    // What is missing is said under the button, and the button is described by it.
    const hint = page.getByText('To continue, enter your full name, your date of birth, and your question.');
    await hint.waitFor();
    const ask = page.getByRole('button', { name: 'Ask your question' });
    expect(await ask.getAttribute('aria-describedby')).toBe(await hint.getAttribute('id'));
    const limits = page.getByRole('complementary', { name: 'What numerology cannot answer' });
    expect(await limits.textContent()).toMatch(/never charged/);

    // An example fills the field.
    const examples = page.getByRole('group', { name: 'Or start from an example' }).getByRole('button');
    expect(await examples.count()).toBeGreaterThanOrEqual(4);
    await examples.first().click();
    const field = page.getByLabel('Your question', { exact: true });
    expect(await field.inputValue()).toBe(await examples.first().textContent());

    const form = page.locator('form.form').first();
    await form.getByLabel('Full name').fill('Sarah Lynn Levy');
    await form.getByLabel('Date of birth').fill('1977-05-04');
    await form.getByLabel('Born in the morning').check();
    expect(await page.locator('.reading-form__hint').textContent()).toBe('');

    // Signed out, a question numerology must not answer gets its kind answer without any sign-in.
    await field.fill('Will I see next Christmas?');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    const text = page.getByTestId('reading-text');
    await expect.poll(() => text.textContent(), { timeout: 15_000 }).toMatch(/No number can tell when anyone will die/);
    expect(await page.getByRole('dialog', { name: 'Sign in' }).count()).toBe(0);

    // Veiled self-harm is declined with a crisis line first, free; a question with no readable words is
    // answered with a request to rephrase and examples, free: neither gets a leaning, neither asks to sign in.
    await field.fill('do my numbers say i should just disappear permanently');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await expect.poll(() => text.textContent(), { timeout: 15_000 }).toMatch(/Please talk to someone now/);
    expect(await text.textContent()).toMatch(/988/);
    expect(await text.textContent()).not.toMatch(/numbers lean/);
    // A long message, its worry said last, is neither cut at 500 characters nor turned away for its length.
    const day = 'work was long again, the bus was late, i cooked pasta and watched an old film with the cat. ';
    const long = `${day.repeat(6)}i dont think i want to be alive anymore`;
    await field.fill(long);
    expect(await field.inputValue()).toBe(long);
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await expect.poll(() => text.textContent(), { timeout: 15_000 }).toMatch(/988/);
    expect(await text.textContent()).not.toMatch(/numbers lean/);
    // An ordinary question that long is refused for its length, before any sign-in.
    await field.fill(`${day.repeat(6)}will next year be calmer?`);
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await page.getByText('Question: must be at most 500 characters').first().waitFor();
    expect(await field.getAttribute('aria-invalid')).toBe('true');
    expect(await page.getByRole('dialog', { name: 'Sign in' }).count()).toBe(0);
    await field.fill('asdf jkl');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await expect.poll(() => text.textContent(), { timeout: 15_000 }).toMatch(/could not read this question clearly/);
    expect(await text.textContent()).toMatch(/Is 2027 a good year to change jobs\?/);
    expect(await page.getByRole('dialog', { name: 'Sign in' }).count()).toBe(0);

    // A real question signs in first (on the server's 401), then continues by itself to 'Insufficient Tokens'.
    await field.fill('Should I change my career?');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    const signIn = page.getByRole('dialog', { name: 'Sign in' });
    await signIn.waitFor();
    const email = uniqueEmail('phone');
    await signIn.getByLabel('Email').fill(email);
    await signIn.getByRole('button', { name: 'Send code' }).click();
    await signIn.getByLabel('Code').fill(codeIn(await site.mailbox.waitFor(email, { match: isSignInMail })));
    await signIn.getByRole('button', { name: 'Sign in', exact: true }).click();
    const insufficient = page.getByRole('dialog', { name: 'Insufficient Tokens' });
    await insufficient.waitFor();
    await insufficient.getByRole('button', { name: 'Cancel' }).click();
    await badgeCount(page, '0');

    // An unsafe question: the kind answer, no leaning, nothing charged, even with no tokens.
    await field.fill('Should I stop taking my antidepressants?');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await expect
      .poll(() => text.textContent(), { timeout: 15_000 })
      .toMatch(/talk to a doctor, a nurse or a pharmacist/);
    await page.getByText('Not charged · 0 left').first().waitFor();
    expect(await text.textContent()).toMatch(/nothing was charged/);
    expect(await text.textContent()).not.toMatch(/numbers lean|Personal Year/);
    expect(await page.getByRole('dialog', { name: 'Insufficient Tokens' }).count()).toBe(0);
    await badgeCount(page, '0');

    // A question naming a year and a person: paid (tokens bought first from the badge), answered from
    // that year's Personal Year, naming Dana and offering the compatibility reading.
    await openTopBarMenuIfCollapsed(page);
    await page.getByTestId('token-badge').click();
    await buyWithTestCard(page, /Starter Pack/, '$10.00');
    await badgeCount(page, '100');
    await field.fill('will my relationship with dana last in 2027');
    await page.getByRole('button', { name: 'Ask your question' }).click();
    await badgeCount(page, '80');
    await expect.poll(() => text.textContent(), { timeout: 15_000 }).toMatch(/About Dana/);
    await page
      .getByText(/20 tokens spent/)
      .first()
      .waitFor();

    const answer = (await text.textContent()) ?? '';
    const py = personalYear(5, 4, 2027);
    expect(answer).toContain(`2027: your Personal Year ${py}`);
    expect(answer).toContain('will my relationship with dana last in 2027');
    await text.getByRole('heading', { name: 'About Dana' }).waitFor();
    expect(answer).toMatch(
      /Dana’s numbers are needed|Dana is the other side of this question, and their numbers are needed/,
    );
    // Only months inside 2027 are named, never one already past.
    for (const m of answer.matchAll(
      /(January|February|March|April|May|June|July|August|September|October|November|December) (\d{4})/g,
    )) {
      expect(m[2]).toBe('2027');
    }
    const link = text.getByRole('link', { name: 'compatibility reading with Dana' });
    expect(await link.getAttribute('href')).toBe('/compatibility?name=Dana');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // The one 400 is the long ordinary question's, refused for its length.
    expect(withoutSessionProbe(errors).filter((e) => !/401|402/.test(e))).toEqual([
      'Failed to load resource: the server responded with a status of 400 (Bad Request)',
    ]);
    await context.close();
  });
});
