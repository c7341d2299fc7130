import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { listenForNotifications } from '../src/db/listen';

describe('listening for PostgreSQL notifications', () => {
  const url = inject('pgAdminUrl');
  let admin: pg.Client;
  beforeAll(async () => {
    admin = new pg.Client({ connectionString: url });
    await admin.connect();
  });
  afterAll(() => admin?.end());

  const notify = (payload: string) => admin.query('select pg_notify($1, $2)', ['listen_test', payload]);
  async function until(check: () => boolean, timeoutMs = 5000): Promise<boolean> {
    const deadline = Date.now() + timeoutMs;
    while (!check() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 25));
    return check();
  }

  it('hears every notification, and hears again after its connection was killed', async () => {
    const heard: string[] = [];
    let reconnects = 0;
    const stop = await listenForNotifications(
      url,
      'listen_test',
      (payload) => heard.push(payload),
      () => reconnects++,
    );
    try {
      await notify('one');
      expect(await until(() => heard.includes('one'))).toBe(true);
      expect(reconnects).toBe(0);

      // The server drops the listening connection (a restart, a failover, an idle timeout).
      await admin.query(
        `select pg_terminate_backend(pid) from pg_stat_activity where query = 'LISTEN listen_test' and pid <> pg_backend_pid()`,
      );
      // Once it has reconnected (about a second), notifications arrive again.
      expect(
        await until(() => {
          void notify('two');
          return heard.includes('two');
        }),
      ).toBe(true);
      // The listener is told it reconnected, so it can catch up on what was sent meanwhile.
      expect(reconnects).toBe(1);
    } finally {
      await stop();
    }
    const before = heard.length;
    await notify('three');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(heard.length).toBe(before); // stopped means stopped
  });

  it('refuses a channel name that is not a plain identifier', async () => {
    await expect(listenForNotifications(url, 'bad; drop table users', () => {})).rejects.toThrow(/plain channel name/);
  });
});
