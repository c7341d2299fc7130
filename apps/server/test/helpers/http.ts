import { randomUUID } from 'node:crypto';

/**
 * An e-mail address no other test uses, on this run or an earlier one against the same database:
 * `<tag>-<uuid>@example.test` (the tag says which test made the account when reading logs).
 */
export const uniqueEmail = (tag = 'reader'): string => `${tag}-${randomUUID()}@example.test`;

/** POSTs `body` as JSON (a string is sent as it is, for malformed-body tests) to `server.url + path`. */
export function post(
  server: { url: string },
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Response> {
  return fetch(server.url + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

/** The SuperTokens front-end recipes the tests call, each named by the `rid` header its requests carry. */
type Recipe = 'passwordless' | 'thirdparty' | 'emailverification' | 'session' | 'oauth2provider';

/**
 * The headers the web app's SuperTokens SDK sends to a recipe's endpoints in cookie mode: `rid` (which also
 * passes the anti-CSRF check), the protocol versions it speaks, and `st-auth-mode`. `json` adds a JSON content
 * type, for a plain fetch with a body.
 */
export function sdkHeaders(recipe: Recipe, { json = false }: { json?: boolean } = {}): Record<string, string> {
  return {
    ...(json ? { 'content-type': 'application/json' } : {}),
    rid: recipe,
    'fdi-version': '3.1,4.0,4.1,4.2',
    'st-auth-mode': 'cookie',
  };
}
