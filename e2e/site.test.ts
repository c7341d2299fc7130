import type { Browser, Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { firstVisitsTab, hydrated, newPage, type RunningSite, withSiteAndBrowser } from './helpers/app';

const INBOX = 'operator@example.test';

/** Pages every visitor can reach, with the heading each must show. */
const PUBLIC_PAGES: [string, string][] = [
  ['/', 'Welcome to Kabbalah Numerology'],
  ['/analysis', 'Choose Your Service'],
  ['/blog', 'Latest Insights'],
  ['/blog/1', 'Understanding Your Life Path Number'],
  ['/blog/5', 'Endings and Beginnings: The Nine-Year Cycle'],
  ['/faq', 'Frequently Asked Questions'],
  ['/terms', 'Terms of Service'],
  ['/privacy-policy', 'Privacy Policy'],
  ['/contact', 'Contact Us'],
];

/** Hydration problems are ours to catch; other features' failed requests (e.g. a 401 balance) are not. */
const hydrationErrors = (errors: string[]) =>
  errors.filter((e) => /hydrat|did not match|Minified React error/i.test(e));

describe('public site', () => {
  let site: RunningSite;
  let browser: Browser;
  withSiteAndBrowser((s, b) => ([site, browser] = [s, b]), { CONTACT_INBOX: INBOX });

  async function open(
    path: string,
    width = 1280,
  ): Promise<{ page: Page; errors: string[]; close: () => Promise<void> }> {
    const { page, context, errors } = await newPage(browser, { width });
    await page.goto(site.url + path);
    await hydratedRoot(page);
    return { page, errors, close: () => context.close() };
  }

  /** Hydrated: React has attached its handlers to the root. */
  const hydratedRoot = (page: Page) =>
    page.waitForFunction(() =>
      Object.keys(document.getElementById('root') ?? {}).some((k) => k.startsWith('__reactContainer')),
    );

  /** The public pages' first visits go through one tab, each a first visit (ADR 1308). */
  const firstVisits = firstVisitsTab(() => browser, { width: 1280 });
  afterAll(() => firstVisits.close());

  it.each(PUBLIC_PAGES)('serves %s prerendered with its heading and hydrates cleanly', async (path, heading) => {
    const res = await fetch(site.url + path);
    expect(res.status).toBe(200);
    expect(await res.text()).toContain(heading.replace(/&/g, '&amp;').replace(/'/g, '&#x27;'));
    await firstVisits.look(site.url + path, async ({ page, errors }) => {
      await hydratedRoot(page);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      expect(hydrationErrors(errors)).toEqual([]);
      // The strict CSP holds: nothing on the page is refused.
      expect(errors.filter((e) => /Content Security Policy/i.test(e))).toEqual([]);
    });
  });

  it('home shows the tagline, the report form area, three feature cards and the FAQ', async () => {
    const { page, close } = await open('/');
    expect(await page.locator('.hero__tagline').innerText()).toMatch(/numbers in your name and birth date/);
    for (const title of ['Life Path Analysis', 'Name Numerology', 'Daily Numbers']) {
      await page.getByRole('heading', { level: 3, name: title }).waitFor();
    }
    // The readings feature's simple report form, composed into the home page.
    await page.getByRole('region', { name: 'Free simple report' }).locator('form').waitFor();
    expect(await page.locator('.accordion__button').count()).toBe(3);
    await close();
  });

  it('home loads no heavy code before the reader acts; the form wakes on first touch', async () => {
    const { page, context } = await newPage(browser, { width: 412 });
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(new URL(r.url()).pathname));
    await page.goto(site.url + '/', { waitUntil: 'networkidle' });
    // Signed out and idle: no sign-in SDK, no query library, no schemas, no reading view, no form code.
    for (const heavy of [/\/sdk-/, /query-client-|useQuery-/, /schemas-|readings-/, /ReadingView-/, /ReportForm-/]) {
      expect(scripts.filter((s) => heavy.test(s))).toEqual([]);
    }
    // Usable from first paint (ADR 0640): never greyed while its code waits.
    expect(await page.getByRole('button', { name: 'Generate Report' }).isDisabled()).toBe(false);
    await page.getByLabel('Full name').focus();
    await page.waitForFunction(() => performance.getEntriesByType('resource').some((r) => /ReportForm-/.test(r.name)));
    expect(scripts.some((s) => /ReportForm-/.test(s))).toBe(true);
    await context.close();
  });

  it('a page chunk that fails once is retried; one that keeps failing shows a way to reload', async () => {
    const { page, close } = await open('/');
    // The footer's code loads at the reader's first action (ADR 0641); before it a footer link is a plain link
    // and loads a whole page. A first key press, then the footer is live and navigates inside the app.
    await page.keyboard.press('Shift');
    // Live means React owns the footer's links, not merely that its code arrived (a slow machine hydrates later).
    await hydrated(page, 'footer a[href^="/faq"]');
    await page.waitForLoadState('networkidle');
    let failures = 0;
    // The FAQ page's code fails once (a network blink): the retry loads it and the page shows.
    // By path: the retry asks for the chunk under a new address (a query), as a browser may keep the failure.
    const chunk = (name: string) => (url: URL) => new RegExp(`/assets/${name}-[^/]*\\.js$`).test(url.pathname);
    await page.route(chunk('FaqPage'), (route) => (failures++ === 0 ? route.abort() : route.continue()));
    await page.getByRole('contentinfo').getByRole('link', { name: 'FAQ' }).click();
    await page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }).waitFor();
    expect(failures).toBe(2);

    // The blog's code is gone for good (e.g. replaced by a deploy): a friendly error with a reload button.
    await page.route(chunk('BlogPage'), (route) => route.abort());
    await page.getByRole('contentinfo').getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'This page could not load' }).waitFor();
    await page.getByRole('button', { name: 'Reload the page' }).waitFor();
    // Going elsewhere clears the error.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await close();
  });

  it('FAQ accordion: one answer open at a time, the open one closes, keyboard works', async () => {
    const { page, close } = await open('/');
    const buttons = page.locator('.accordion__button');
    const first = buttons.nth(0);
    const second = buttons.nth(1);
    expect(await first.innerText()).toMatch(/What is numerology/);
    expect(await second.innerText()).toMatch(/How can numerology help/);
    expect(await buttons.nth(2).innerText()).toMatch(/get started/);
    const panelOf = async (b: typeof first) => page.locator(`#${await b.getAttribute('aria-controls')}`);

    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await (await panelOf(first)).isVisible()).toBe(false);

    // The first click also wakes the home page's FAQ (ADR 0641): it opens once its code is live.
    await first.click();
    await expect.poll(() => first.getAttribute('aria-expanded')).toBe('true');
    expect(await (await panelOf(first)).innerText()).toMatch(/practice of finding meaning in numbers/);

    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('true');
    expect(await first.getAttribute('aria-expanded')).toBe('false');
    expect(await (await panelOf(first)).isVisible()).toBe(false);

    await second.click();
    expect(await second.getAttribute('aria-expanded')).toBe('false');
    expect(await page.locator('.accordion__panel:visible').count()).toBe(0);

    await buttons.nth(2).focus();
    await page.keyboard.press('Enter');
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('true');
    await page.keyboard.press('Space');
    expect(await buttons.nth(2).getAttribute('aria-expanded')).toBe('false');
    await close();
  });

  it('the FAQ page has more questions than the home page, in the same accordion', async () => {
    const { page, close } = await open('/faq');
    const buttons = page.locator('.accordion__button');
    expect(await buttons.count()).toBeGreaterThan(3);
    await page.getByRole('button', { name: /What are tokens/ }).click();
    // The prices come from GET /api/pricing (ADR 0602), so they appear once it answers.
    const answer = page.locator('.accordion__panel:visible');
    await answer.getByText(/50 tokens/).waitFor();
    expect(await answer.innerText()).toMatch(/50 tokens/);
    expect(await answer.innerText()).toMatch(/a compatibility reading costs 40 tokens/);
    await close();
  });

  it('top bar links and every footer link lead to their pages', async () => {
    const { page, close } = await open('/');
    const footer = page.locator('footer');
    expect(await footer.innerText()).toContain(`© ${new Date().getFullYear()}`);
    const hrefs = await footer.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual([
      '/',
      '/analysis',
      '/faq',
      '/blog',
      '/privacy-policy',
      '/terms',
      '/contact',
      '/blog/1',
      '/blog/2',
      '/blog/3',
    ]);

    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Analysis' }).click();
    await page.getByRole('heading', { level: 1, name: 'Choose Your Service' }).waitFor();
    await nav.getByRole('link', { name: 'Blog' }).click();
    await page.getByRole('heading', { level: 1, name: 'Latest Insights' }).waitFor();

    const targets: [string, string][] = [
      ['FAQ', 'Frequently Asked Questions'],
      ['Privacy Policy', 'Privacy Policy'],
      ['Terms of Service', 'Terms of Service'],
      ['Contact', 'Contact Us'],
      ['Understanding Your Life Path Number', 'Understanding Your Life Path Number'],
      ['Home', 'Welcome to Kabbalah Numerology'],
    ];
    for (const [link, heading] of targets) {
      await footer.getByRole('link', { name: link, exact: true }).click();
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    }
    await close();
  });

  it('mobile menu at 375px: toggles, works by keyboard, closes and scrolls to top on navigation', async () => {
    const { page, close } = await open('/faq', 375);
    const toggle = page.getByRole('button', { name: 'Open menu' });
    const menuLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blog' });
    expect(await menuLink.isVisible()).toBe(false);

    await toggle.click();
    expect(await page.locator('.topbar__toggle').getAttribute('aria-expanded')).toBe('true');
    expect(await menuLink.isVisible()).toBe(true);
    const box = await menuLink.boundingBox();
    expect(box!.height).toBeGreaterThanOrEqual(44);

    // Escape closes and hands focus back to the toggle.
    await page.keyboard.press('Escape');
    expect(await menuLink.isVisible()).toBe(false);
    expect(await page.evaluate(() => document.activeElement?.className)).toContain('topbar__toggle');

    // Keyboard: open with Enter, Tab to a link, follow it.
    await page.keyboard.press('Enter');
    expect(await menuLink.isVisible()).toBe(true);
    await page.evaluate(() => window.scrollTo(0, 400));
    await menuLink.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { level: 1, name: 'Latest Insights' }).waitFor();
    expect(page.url()).toBe(site.url + '/blog');
    expect(await menuLink.isVisible()).toBe(false);
    expect(await page.locator('.topbar__toggle').getAttribute('aria-expanded')).toBe('false');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);

    // The desktop layout shows the links without a toggle.
    await page.setViewportSize({ width: 1024, height: 800 });
    expect(await page.locator('.topbar__toggle').isVisible()).toBe(false);
    expect(await menuLink.isVisible()).toBe(true);
    await close();
  });

  it('no page scrolls sideways at 360px', async () => {
    const { page, close } = await open('/', 360);
    for (const [path] of [...PUBLIC_PAGES, ['/blog/3', ''], ['/no-such-page', '']]) {
      await page.goto(site.url + path);
      await page.locator('h1').first().waitFor();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
    await close();
  });

  it('analysis offers the three services with their prices, as full-page links', async () => {
    const { page, close } = await open('/analysis');
    const cards = page.locator('main li.card');
    expect(await cards.count()).toBe(4);
    const links = await cards.locator('a').evaluateAll((as) => as.map((a) => [a.textContent, a.getAttribute('href')]));
    expect(links).toEqual([
      ['Simple Report', '/simple-report'],
      ['Comprehensive Report', '/comprehensive-report'],
      ['Ask a Question', '/ask-question'],
      ['Compatibility Reading', '/compatibility'],
    ]);
    await page.getByText('50 tokens (≈ $5.00)').waitFor();
    const prices = await page.getByTestId('service-price').allInnerTexts();
    expect(prices).toEqual(['Free', '50 tokens (≈ $5.00)', '20 tokens (≈ $2.00)', '40 tokens (≈ $4.00)']);
    await close();
  });

  it('blog lists the five posts; a card opens its post at the top of the page', async () => {
    const { page, close } = await open('/blog');
    const cards = page.locator('main li.post-card');
    expect(await cards.count()).toBe(5);
    expect(await cards.locator('.post-category').allInnerTexts()).toEqual(
      ['Numerology Basics', 'Name Numerology', 'Numerology Basics', 'Astrology & Numerology', 'Personal Growth'].map(
        (c) => c.toUpperCase(),
      ),
    );
    const first = cards.nth(0);
    expect(await first.locator('img').getAttribute('src')).toBe('/blog/life-path.svg');
    expect(await first.innerText()).toMatch(/December 10, 2024[\s\S]*6 min read/);

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await cards.nth(1).getByRole('link').click();
    await page.getByRole('heading', { level: 1, name: 'The Hidden Power of Name Numbers' }).waitFor();
    expect(page.url()).toBe(site.url + '/blog/2');
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await close();
  });

  it('a post shows hero, author, date, read time, a full article and back links', async () => {
    const { page, close } = await open('/blog/3');
    expect(await page.locator('.post__hero').getAttribute('src')).toBe('/blog/twin-hours.svg');
    expect(await page.locator('.post__author-name').innerText()).toBe('The Kabbalah Numerology Team');
    expect(await page.locator('.post__author img').getAttribute('src')).toBe('/blog/author.svg');
    expect(await page.locator('.post__header').innerText()).toMatch(/December 2, 2024[\s\S]*5 min read/);
    const words = (await page.locator('.prose').innerText()).split(/\s+/).length;
    expect(words).toBeGreaterThanOrEqual(600);
    for (const img of ['/blog/twin-hours.svg', '/blog/author.svg']) {
      const res = await fetch(site.url + img);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('svg');
    }
    await page
      .getByRole('link', { name: /Back to all posts/ })
      .first()
      .click();
    await page.getByRole('heading', { level: 1, name: 'Latest Insights' }).waitFor();
    await close();
  });

  it('share links point at the two networks with this post’s absolute URL', async () => {
    const { page, close } = await open('/blog/4');
    const postUrl = encodeURIComponent(`${site.url}/blog/4`);
    const x = page.getByRole('link', { name: /Share on X/ });
    const fb = page.getByRole('link', { name: /Share on Facebook/ });
    await page.waitForFunction(() => document.querySelector('.share a')?.getAttribute('href')?.includes('http%3A'));
    expect(await x.getAttribute('href')).toBe(
      `https://twitter.com/intent/tweet?url=${postUrl}&text=${encodeURIComponent('Retrogrades and Your Personal Year')}`,
    );
    expect(await fb.getAttribute('href')).toBe(`https://www.facebook.com/sharer/sharer.php?u=${postUrl}`);
    for (const link of [x, fb]) {
      expect(await link.getAttribute('target')).toBe('_blank');
      expect(await link.getAttribute('rel')).toContain('noopener');
    }
    // Clicking opens a new tab at the share URL (blocked from leaving the machine).
    await page.context().route(/twitter\.com|facebook\.com/, (r) => r.fulfill({ status: 200, body: 'ok' }));
    const [popup] = await Promise.all([page.waitForEvent('popup'), x.click()]);
    expect(popup.url()).toContain(`url=${postUrl}`);
    await close();
  });

  it("an unknown post shows 'Post not found' and a way back", async () => {
    const { page, close } = await open('/blog/42');
    await page.getByRole('heading', { level: 1, name: 'Post not found' }).waitFor();
    await page.getByRole('link', { name: 'Return to blog posts' }).click();
    await page.getByRole('heading', { level: 1, name: 'Latest Insights' }).waitFor();
    await close();
  });

  it('legal pages carry the facts the spec lists', async () => {
    const { page, close } = await open('/terms');
    const terms = await page.locator('main').innerText();
    for (const fact of [
      /December 13, 2024/,
      /at least 13 years old/,
      /between 13 and 18/,
      /only one account/,
      /non-transferable/,
      /card payment provider/,
      /PayPal/,
      /All sales are final/,
      /subject to change/,
      /entertainment/,
    ]) {
      expect(terms).toMatch(fact);
    }
    await page.goto(site.url + '/privacy-policy');
    await page.getByRole('heading', { level: 1, name: 'Privacy Policy' }).waitFor();
    const privacy = await page.locator('main').innerText();
    for (const fact of [
      /December 13, 2024/,
      /GDPR/,
      /CCPA/,
      /CPRA/,
      /CalOPPA/,
      /Data we collect/i,
      /analytics service/,
    ]) {
      expect(privacy).toMatch(fact);
    }
    await close();
  });

  it('contact: the message really reaches the operator; the banner shows and the fields clear', async () => {
    const { page, close } = await open('/contact');
    const message = `Hello from the browser test ${Date.now()}, about tokens.`;
    await page.getByLabel('Name').fill('Test Visitor');
    await page.getByLabel('Email').fill('visitor@example.test');
    await page.getByLabel('Message').fill(message);
    const since = site.mailbox.countFor(INBOX);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Your message has been sent successfully!').waitFor();
    expect(await page.getByLabel('Name').inputValue()).toBe('');
    expect(await page.getByLabel('Email').inputValue()).toBe('');
    expect(await page.getByLabel('Message').inputValue()).toBe('');
    const mail = await site.mailbox.waitFor(INBOX, { since });
    expect(mail.raw).toContain(message);
    await close();
  });

  it('contact: a server failure shows the failure text and keeps what was typed', async () => {
    const { page, close } = await open('/contact');
    await page.route('**/api/contact', (r) =>
      r.fulfill({ status: 500, contentType: 'application/json', body: '{"message":"boom"}' }),
    );
    await page.getByLabel('Name').fill('Kept Name');
    await page.getByLabel('Email').fill('kept@example.test');
    await page.getByLabel('Message').fill('This text must survive a failure.');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Failed to send message. Please try again.').waitFor();
    expect(await page.getByText('Your message has been sent successfully!').count()).toBe(0);
    expect(await page.getByLabel('Name').inputValue()).toBe('Kept Name');
    expect(await page.getByLabel('Email').inputValue()).toBe('kept@example.test');
    expect(await page.getByLabel('Message').inputValue()).toBe('This text must survive a failure.');

    // A 400 from the server shows its own message.
    await page.unroute('**/api/contact');
    await page.route('**/api/contact', (r) =>
      r.fulfill({
        status: 400,
        contentType: 'application/json',
        body: '{"message":"email: Please enter a valid email address"}',
      }),
    );
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('email: Please enter a valid email address').waitFor();
    await close();
  });

  it('shows a not-found page for unknown routes with a way home', async () => {
    const { page, close } = await open('/no/such/page');
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('link', { name: 'Go to the home page' }).click();
    await page.getByRole('heading', { level: 1, name: 'Welcome to Kabbalah Numerology' }).waitFor();
    await close();
  });
});
