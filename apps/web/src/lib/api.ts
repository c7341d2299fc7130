/** The one way the web app talks to its own server (same origin; the SuperTokens SDK adds session handling). */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

/** Base URL of the API; empty means same origin. */
export const API_BASE: string = (import.meta.env.VITE_API_BASE as string | undefined) ?? '';

export async function apiFetch<T>(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<T> {
  const hasBody = init.body !== undefined;
  const response = await fetch(API_BASE + path, {
    method: init.method ?? (hasBody ? 'POST' : 'GET'),
    credentials: 'include',
    // The JSON content type only with a JSON body: the server rejects an empty body that claims to be JSON.
    headers: { ...(hasBody ? { 'content-type': 'application/json' } : {}), ...init.headers },
    body: hasBody ? JSON.stringify(init.body) : undefined,
    signal: init.signal,
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = {};
  }
  if (!response.ok) {
    const message = typeof body.message === 'string' ? body.message : `Request failed (${response.status})`;
    throw new ApiError(response.status, message, body);
  }
  return body as T;
}
