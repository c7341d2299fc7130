import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { defaultWebDist } from '../apps/server/src/app';
import { type VisitorSite, withPage, withVisitorSite } from './helpers/app';

/**
 * Issue 25 (ADR 0900): the sign-in page's first screen loads the e-mail code sign-in and nothing of the other
 * prebuilt screens, which load on their own routes. Each screen is recognised by a name the SDK gives one of
 * its components (withOverride), found in exactly one chunk of the build; a build where a name is missing
 * fails here, so the check cannot pass by looking for something that is gone.
 */
const ELSEWHERE = {
  'authenticator app (TOTP)': 'TOTPDeviceSetup',
  'factor chooser (MFA)': 'FactorChooserHeader',
  'partner-app pages (OAuth2)': 'OAuth2LogoutScreen',
  'e-mail confirmation': 'EmailVerificationVerifyEmailLinkClicked',
  'social sign-in (ThirdParty)': 'ThirdPartySignInAndUpCallback',
  // libphonenumber, which the SDK awaits before sending any code: fetched at the first key press or touch.
  'phone-number utilities': 'intlTelInputUtils.validationError',
};
const FIRST_SCREEN = { 'e-mail code form (Passwordless)': 'PasswordlessEmailForm' };

const dist = process.env.WEB_DIST ?? defaultWebDist;
const assets = join(dist, 'assets');

/** The build's chunks that hold `marker`. */
function chunksWith(marker: string): string[] {
  return readdirSync(assets)
    .filter((f) => f.endsWith('.js'))
    .filter((f) => readFileSync(join(assets, f), 'utf8').includes(marker));
}

const gzipBytes = (path: string) => {
  const file = join(dist, path);
  return existsSync(`${file}.gz`) ? readFileSync(`${file}.gz`).length : readFileSync(file).length;
};

/** Opens `path` on a phone and returns the scripts it fetched until the e-mail field showed and the network settled. */
async function scriptsOfFirstScreen(browser: Browser, url: string): Promise<string[]> {
  return withPage(browser, { width: 390, height: 844 }, async ({ page }: { page: Page }) => {
    const scripts = new Set<string>();
    page.on('request', (r) => {
      if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
    });
    await page.goto(url);
    await page.locator('input[name="email"]').waitFor();
    await page.waitForLoadState('networkidle');
    return [...scripts];
  });
}

describe('the sign-in page loads only the e-mail code sign-in', () => {
  let site: VisitorSite;
  let browser: Browser;
  withVisitorSite((s, b) => ([site, browser] = [s, b]));

  it('each screen is its own chunk of the build', () => {
    for (const [screen, marker] of Object.entries({ ...ELSEWHERE, ...FIRST_SCREEN })) {
      expect(chunksWith(marker), `${screen}: chunks holding "${marker}"`).toHaveLength(1);
    }
  });

  it('/auth fetches no TOTP, MFA, OAuth2, e-mail confirmation or social screen', async () => {
    const scripts = await scriptsOfFirstScreen(browser, site.url + '/auth');
    const loaded = (marker: string) => chunksWith(marker).some((chunk) => scripts.includes(`/assets/${chunk}`));
    const sizes = scripts.map((s) => `${s} ${(gzipBytes(s) / 1000).toFixed(1)} kB`);
    const total = scripts.reduce((sum, s) => sum + gzipBytes(s), 0);
    console.log(
      `/auth first screen: ${(total / 1000).toFixed(1)} kB gzip in ${scripts.length} scripts\n  ${sizes.join('\n  ')}`,
    );
    for (const [screen, marker] of Object.entries(FIRST_SCREEN)) expect(loaded(marker), screen).toBe(true);
    const extra = Object.entries(ELSEWHERE)
      .filter(([, marker]) => loaded(marker))
      .map(([screen]) => screen);
    expect(extra, 'screens the first screen loaded').toEqual([]);
  });

  it('the phone-number utilities come with the first key press, before "Continue"', async () => {
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const [chunk] = chunksWith(ELSEWHERE['phone-number utilities']);
      await page.goto(site.url + '/auth');
      const email = page.locator('input[name="email"]');
      await email.waitFor();
      const fetched = page.waitForRequest((r) => r.url().endsWith(`/assets/${chunk}`));
      await email.pressSequentially('reader@example.com');
      await fetched;
    });
  });

  it('a tenant with social sign-in gets its buttons; the other screens still stay away', async () => {
    // The server offers no provider here (AUTH_PROVIDERS is empty); a /loginmethods that says otherwise
    // must bring the ThirdParty screen in.
    await withPage(browser, { width: 390, height: 844 }, async ({ page }) => {
      const scripts = new Set<string>();
      page.on('request', (r) => {
        if (r.resourceType() === 'script') scripts.add(new URL(r.url()).pathname);
      });
      await page.route('**/auth/loginmethods', async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Record<string, unknown>;
        const thirdParty = { enabled: true, providers: [{ id: 'peer', name: 'Peer ID' }] };
        const firstFactors = [...((body.firstFactors as string[]) ?? []), 'thirdparty'];
        await route.fulfill({ response, json: { ...body, thirdParty, firstFactors } });
      });
      await page.goto(site.url + '/auth');
      await page.getByText('Continue with Peer ID').waitFor();
      await page.locator('input[name="email"]').waitFor();
      const loaded = (marker: string) => chunksWith(marker).some((chunk) => scripts.has(`/assets/${chunk}`));
      expect(loaded(ELSEWHERE['social sign-in (ThirdParty)'])).toBe(true);
      expect(loaded(ELSEWHERE['authenticator app (TOTP)'])).toBe(false);
      expect(loaded(ELSEWHERE['factor chooser (MFA)'])).toBe(false);
    });
  });
});
