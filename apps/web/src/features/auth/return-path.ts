/**
 * Where a sign-in started, so that the e-mailed magic link (opened on /auth/verify, perhaps in another
 * tab) brings the reader back there. Same-site paths only; kept in this browser for an hour.
 */
const KEY = 'sign-in-return';
const MAX_AGE_MS = 60 * 60_000;

export function rememberReturnPath(path = window.location.pathname + window.location.search): void {
  try {
    if (!path.startsWith('/auth')) localStorage.setItem(KEY, JSON.stringify({ path, at: Date.now() }));
  } catch {
    /* storage may be blocked: the link then leads home */
  }
}

/** The remembered path (once: it is forgotten on reading), or undefined. */
export function takeReturnPath(): string | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    localStorage.removeItem(KEY);
    if (!raw) return undefined;
    const { path, at } = JSON.parse(raw) as { path?: unknown; at?: unknown };
    if (typeof path !== 'string' || typeof at !== 'number' || Date.now() - at > MAX_AGE_MS) return undefined;
    return isSafePath(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** A path on this site: "/x…", never "//host" or "/\host" (which browsers read as another site). */
export const isSafePath = (path: string): boolean => /^\/(?![/\\])/.test(path) && !path.startsWith('/auth');
