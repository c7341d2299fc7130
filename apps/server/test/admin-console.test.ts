import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../src/db/schema/index';
import { createFakeDist, type FakeDist } from './helpers/fake-dist';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { signInOperator } from './helpers/mfa';
import { signIn, type SignedIn } from './helpers/session';

const OPERATOR = uniqueEmail('operator');
const NOT_FOUND_HTML = '<!doctype html><title>Page not found</title><div id="root"><h1>Page not found</h1></div>';

interface AuditPage {
  entries: { id: number; action: string; actor: string; reason: string; subjectUserId: string | null; at: string }[];
  nextBefore: number | null;
}

describe.each(DB_KINDS)('operator console pages and audit log on %s', (kind) => {
  let dist: FakeDist;
  let server: TestServer;
  let operator: SignedIn;
  let customer: SignedIn;
  let customerEmail: string;
  beforeAll(async () => {
    // The build lists its client routes in routes.json; the console's pages are not among them.
    dist = createFakeDist({ '404.html': NOT_FOUND_HTML, 'routes.json': JSON.stringify(['/readings', '/auth/*']) });
    server = await startTestServer(kind, { ADMIN_EMAILS: OPERATOR, WEB_DIST: dist.dir });
    operator = await signInOperator(server, OPERATOR);
    customerEmail = uniqueEmail('customer');
    customer = await signIn(server, customerEmail);
  });
  afterAll(async () => {
    await server?.close();
    dist?.remove();
  });

  it('serves the console page to operators only; others get the site’s not-found page with status 404', async () => {
    const shell = dist.files['shell.html'];
    for (const path of ['/admin', '/admin/', '/admin/customers', '/admin/audit?action=grant']) {
      const visitor = await fetch(server.url + path);
      expect(visitor.status, `${path} signed out`).toBe(404);
      expect(await visitor.text()).toBe(NOT_FOUND_HTML);
      const asCustomer = await customer.fetch(path);
      expect(asCustomer.status, `${path} as a customer`).toBe(404);
      expect(await asCustomer.text()).toBe(NOT_FOUND_HTML);
      const asOperator = await operator.fetch(path);
      expect(asOperator.status, `${path} as the operator`).toBe(200);
      expect(asOperator.headers.get('cache-control')).toBe('private, no-store');
      expect(await asOperator.text()).toBe(shell);
    }
    // The same 404 as a path that never existed.
    const unknown = await fetch(server.url + '/no-such-page');
    expect(unknown.status).toBe(404);
    expect(await unknown.text()).toBe(NOT_FOUND_HTML);
  });

  it('sends the shell when the access token no longer verifies, and only the browser can refresh it', async () => {
    const stale = await fetch(server.url + '/admin', { headers: { cookie: 'sAccessToken=expired.or.tampered' } });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(dist.files['shell.html']);
    // …but the API it then asks still knows nobody.
    const me = await fetch(server.url + '/api/admin/me', { headers: { cookie: 'sAccessToken=expired.or.tampered' } });
    expect(me.status).toBe(404);
  });

  it('tells the operator who they are', async () => {
    const me = await operator.fetch('/api/admin/me');
    expect(me.status).toBe(200);
    expect(await me.json()).toEqual({ email: OPERATOR });
    expect((await customer.fetch('/api/admin/me')).status).toBe(404);
  });

  it('filters the audit log by action, operator, customer (e-mail or id) and days, a page at a time', async () => {
    const other = uniqueEmail('other-operator');
    const day = (d: string) => new Date(`${d}T12:00:00Z`);
    const rows = [
      { actor: OPERATOR, action: 'grant', subjectUserId: customer.userId, reason: 'a', at: day('2026-10-01') },
      { actor: OPERATOR, action: 'grant', subjectUserId: customer.userId, reason: 'b', at: day('2026-10-02') },
      { actor: other, action: 'grant', subjectUserId: operator.userId, reason: 'c', at: day('2026-10-02') },
      { actor: OPERATOR, action: 'resend-receipt', subjectUserId: customer.userId, reason: 'd', at: day('2026-10-03') },
      { actor: 'stripe', action: 'purchase', subjectUserId: customer.userId, reason: 'e', at: day('2026-10-04') },
    ];
    await server.ctx.db.insert(auditLog).values(rows);
    const audit = async (query: string) => {
      const res = await operator.fetch(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(200);
      return (await res.json()) as AuditPage;
    };
    const reasons = (page: AuditPage) => page.entries.map((e) => e.reason);

    expect(reasons(await audit('from=2026-10-01&to=2026-10-04'))).toEqual(['e', 'd', 'c', 'b', 'a']);
    expect(reasons(await audit('action=grant&from=2026-10-01&to=2026-10-31'))).toEqual(['c', 'b', 'a']);
    expect(reasons(await audit(`actor=${encodeURIComponent(other.toUpperCase())}`))).toEqual(['c']);
    const byEmail = await audit(`customer=${encodeURIComponent(customerEmail)}&from=2026-10-01&to=2026-10-31`);
    expect(reasons(byEmail)).toEqual(['e', 'd', 'b', 'a']);
    expect(reasons(await audit(`customer=${customer.userId}&to=2026-10-02&from=2026-10-02`))).toEqual(['b']);
    expect(reasons(await audit('customer=nobody%40example.test'))).toEqual([]);

    // Pages of two, newest first, until there is no next page.
    const seen: string[] = [];
    let query = 'from=2026-10-01&to=2026-10-04&limit=2';
    for (let pages = 0; ; pages++) {
      expect(pages).toBeLessThan(5);
      const page = await audit(query);
      seen.push(...reasons(page));
      if (page.nextBefore === null) break;
      query = `from=2026-10-01&to=2026-10-04&limit=2&before=${page.nextBefore}`;
    }
    expect(seen).toEqual(['e', 'd', 'c', 'b', 'a']);
    // Rows carry no request keys.
    expect(Object.keys((await audit('limit=1')).entries[0]!)).not.toContain('requestKey');
  });

  it('answers bad filters with 400 and a readable message', async () => {
    for (const query of ['from=yesterday', 'to=2026-13-40', 'from=2026-10-05&to=2026-10-01', 'limit=0', 'before=x']) {
      const res = await operator.fetch(`/api/admin/audit?${query}`);
      expect(res.status, query).toBe(400);
      expect(((await res.json()) as { message: string }).message, query).toMatch(/\w/);
    }
  });
});
