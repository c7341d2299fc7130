import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DB_KINDS, startTestServer, type TestServer } from './helpers/harness';
import { uniqueEmail } from './helpers/http';
import { setUpTotp, signInWithCode } from './helpers/mfa';
import { columnsHolding, columnsOf } from './helpers/db-search';

/**
 * Issue 21 item 10: deleting an account leaves nothing keyed by the reader except what accounting law keeps
 * (payments, the token ledger, the audit log). The test does not list the tables it expects to be cleared: it
 * walks every table of the schema and looks for the reader's id in any column, so a table added later and
 * forgotten by the deletion fails here.
 */

/** Tables that keep the anonymous id on purpose (ADR 0338): the account row itself and the money records. */
const KEPT = new Set(['users', 'payments', 'token_ledger', 'test_payment_intents', 'audit_log', 'rate_limits']);

describe.each(DB_KINDS)('deleting an account on %s', (kind) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer(kind, { PUBLIC_URL: 'http://numerology.test' });
  });
  afterAll(() => server?.close());

  /** `table.column` of every row, in any table and any column, whose text contains `needle`. */
  async function whereFound(needle: string): Promise<string[]> {
    const columns = await columnsOf(
      server.ctx.db,
      sql`c.data_type not in ('bytea', 'boolean', 'integer', 'bigint', 'smallint', 'timestamp with time zone', 'date')`,
    );
    expect(columns.map((c) => c.table)).toEqual(
      expect.arrayContaining(['totp_devices', 'mfa_recovery_codes', 'mfa_settings', 'sessions', 'oauth_records']),
    );
    return columnsHolding(server.ctx.db, columns, needle);
  }

  it('leaves no authenticator app, recovery code, MFA setting or other row keyed by the reader', async () => {
    const email = uniqueEmail('delete-all');
    const reader = await signInWithCode(server, email);
    await setUpTotp(server, reader);
    const codes = await reader.call('POST', '/auth/mfa/recovery-codes', {});
    expect(codes.status).toBe(200);
    // A recovery reset asked for is part of the MFA settings too.
    const later = await signInWithCode(server, email);
    expect((await later.call('POST', '/auth/mfa/reset', {})).status).toBe(200);

    const before = await whereFound(reader.userId);
    expect(before).toEqual(
      expect.arrayContaining(['totp_devices.user_id', 'mfa_recovery_codes.user_id', 'mfa_settings.user_id']),
    );

    const deleted = await reader.call('POST', '/api/account/delete', { confirmEmail: email });
    expect(deleted.status).toBe(200);

    const left = (await whereFound(reader.userId)).filter((at) => !KEPT.has(at.split('.')[0]!));
    expect(left).toEqual([]);
    // Nor the address: it may start a new account, and nothing of the old one answers to it.
    const byAddress = (await whereFound(email)).filter((at) => !KEPT.has(at.split('.')[0]!));
    expect(byAddress).toEqual([]);
  });
});
