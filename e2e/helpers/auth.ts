import type { Locator, Page } from 'playwright-core';
import { codeIn, isSignInMail } from '../../apps/server/test/helpers/mailbox';
import type { RunningSite } from './app';

/** Signs in through the product dialog from the top bar, reading the code from the site's SMTP mailbox. */
export async function signInThroughDialog(page: Page, site: RunningSite, email: string): Promise<void> {
  const since = site.mailbox.countFor(email);
  await (await topBarButton(page, 'Sign In')).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  // The address field, not the "Email" choice the dialog adds beside "Phone" when texts are on.
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByRole('button', { name: 'Send code' }).click();
  const code = codeIn(await site.mailbox.waitFor(email, { since, match: isSignInMail }));
  await dialog.getByLabel('Code').fill(code);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await topBarButton(page, 'Logout');
}

/** Resolves once React has attached its handlers to the element (the page paints before its code, ADR 0680). */
async function ownedByReact(target: Locator): Promise<void> {
  await target
    .evaluate(
      (el) =>
        new Promise<void>((resolve) => {
          const owned = () => Object.keys(el).some((k) => k.startsWith('__reactProps'));
          const until = Date.now() + 15_000;
          const check = () => (owned() || Date.now() > until ? resolve() : setTimeout(check, 100));
          check();
        }),
      undefined,
      { timeout: 15_000 },
    )
    .catch(() => undefined);
}

/** On phones the top-bar actions sit behind the menu button; opens it once React owns it. */
export async function openTopBarMenuIfCollapsed(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: 'Open menu' });
  // Once the menu is open the button is "Close menu", so an open menu is never closed here.
  for (let attempt = 0; attempt < 5; attempt++) {
    if (!(await toggle.isVisible())) return;
    await ownedByReact(toggle);
    if (!(await toggle.isVisible())) return;
    await toggle.click();
    await page
      .getByRole('button', { name: 'Close menu' })
      .waitFor({ timeout: 5_000 })
      .catch(() => undefined);
  }
}

/**
 * A top-bar button, visible: on a phone the menu is opened, and opened again whenever it closed before the
 * button showed (a press before hydration, or a navigation, such as a sign-in's redirect, closes it).
 */
export async function topBarButton(page: Page, name: string, timeout = 30_000): Promise<Locator> {
  const target = page.getByRole('button', { name, exact: true }).first();
  const until = Date.now() + timeout;
  while (!(await target.isVisible())) {
    if (Date.now() > until) break;
    await openTopBarMenuIfCollapsed(page);
    await target.waitFor({ timeout: 2_000 }).catch(() => undefined);
  }
  await target.waitFor({ timeout: 1_000 });
  return target;
}

/**
 * A fresh browser's SDK asks POST /auth/session/refresh once and gets 401 (the protocol's "no
 * session"); Chromium logs that as a console error. Drop it before asserting on collected errors.
 */
export function withoutSessionProbe(errors: string[]): string[] {
  return errors.filter((e) => !/status of 401 \(Unauthorized\)/.test(e));
}

/** The SDK's request for the "Confirm your e-mail address" mail, from the page's session; its JSON answer. */
export const askForVerificationMail = (page: Page): Promise<{ status: string }> =>
  page.evaluate(async () => {
    const res = await fetch('/auth/user/email/verify/token', {
      method: 'POST',
      credentials: 'include',
      headers: { rid: 'emailverification', 'content-type': 'application/json' },
      body: '{}',
    });
    return (await res.json()) as { status: string };
  });
