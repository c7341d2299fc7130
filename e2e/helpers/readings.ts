import type { Page } from 'playwright-core';

/**
 * Asks for Ada Lovelace's comprehensive report (born on `dateOfBirth`, in the morning) from the page, with its
 * cookies, as the form would; the response's status (201 spends 50 tokens, 400 refuses and spends nothing).
 */
export function postComprehensiveReport(page: Page, dateOfBirth: string): Promise<number> {
  return page.evaluate(async (date_of_birth) => {
    const res = await fetch('/generate-report/', {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Ada Lovelace', date_of_birth, is_morning: true, report_type: 'comprehensive' }),
    });
    return res.status;
  }, dateOfBirth);
}
