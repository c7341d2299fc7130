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
