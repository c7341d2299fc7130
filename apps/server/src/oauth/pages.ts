import { createHash } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import { escapeHtml } from '../render/html';

const SUBMIT_SCRIPT = 'document.forms[0].submit();';

/**
 * The page that hands the reader's confirmed sign-out to the provider's end-session confirm step (a form
 * POST carrying the session's secret), submitted at once; without scripts the reader presses the button.
 */
export function endSessionPage(action: string, secret: string): { html: string; scriptHash: string } {
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Signing out</title></head>
<body>
<form method="post" action="${escapeHtml(action)}">
<input type="hidden" name="xsrf" value="${escapeHtml(secret)}">
<input type="hidden" name="logout" value="yes">
<p>Signing you out…</p>
<button type="submit">Continue</button>
</form>
<script>${SUBMIT_SCRIPT}</script>
</body>
</html>`;
  return { html, scriptHash: `'sha256-${createHash('sha256').update(SUBMIT_SCRIPT).digest('base64')}'` };
}

/** The provider's error page (a bad client or redirect URI cannot be sent back to the client). */
export function errorPage(error: string, description?: string): string {
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Sign-in could not continue</title></head>
<body>
<main>
<h1>Sign-in could not continue</h1>
<p>${escapeHtml(description ?? 'The request was not valid.')}</p>
<p>Error code: <code>${escapeHtml(error)}</code></p>
<p><a href="/">Go to Kabbalah Numerology</a></p>
</main>
</body>
</html>`;
}

/** Adds `values` to one directive of the strict CSP already set on `res` (by the security headers). */
export function extendCsp(res: ServerResponse, directive: string, values: readonly string[]): void {
  const csp = res.getHeader('content-security-policy');
  if (typeof csp !== 'string' || values.length === 0) return;
  const amended = csp
    .split(';')
    .map((part) => part.trim())
    .map((part) => (part.split(/\s+/)[0] === directive ? `${part} ${values.join(' ')}` : part))
    .join(';');
  res.setHeader('content-security-policy', amended);
}
