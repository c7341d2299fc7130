/**
 * Which SDK owns the page: supertokens-web-js (every page, started after hydration) or
 * supertokens-auth-react (the /auth page, which initialises web-js itself). Only one may initialise.
 */
let owner: 'web-js' | 'auth-react' | undefined;

export function claimSdk(who: 'web-js' | 'auth-react'): boolean {
  if (owner) return owner === who;
  owner = who;
  return true;
}

export const isAuthPath = (pathname: string) => pathname === '/auth' || pathname.startsWith('/auth/');

/** Where the SDK sends its calls: the API origin (same origin unless VITE_API_BASE is set). */
export function appInfo() {
  const base = (import.meta.env.VITE_API_BASE as string | undefined) || window.location.origin;
  return {
    appName: 'Kabbalah Numerology',
    apiDomain: base,
    websiteDomain: window.location.origin,
    apiBasePath: '/auth',
    websiteBasePath: '/auth',
  };
}
