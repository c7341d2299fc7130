import pg from 'pg';

/**
 * PostgreSQL LISTEN on its own connection (a pooled one would lose it): calls `onMessage` with each
 * NOTIFY payload on `channel`. A dropped connection is reopened after a second; notifications sent while
 * it was down are lost, so `onReconnect` runs once listening again, for the listener to catch up from the
 * database. Resolves once listening, to a function that stops.
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let connectedBefore = false;

  const connect = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload) onMessage(n.payload);
    });
    next.on('error', reconnectSoon);
    await next.connect();
    await next.query(`LISTEN ${channel}`);
    if (stopped) await next.end();
    else {
      const reconnected = client === undefined && connectedBefore;
      client = next;
      connectedBefore = true;
      if (reconnected) onReconnect?.();
    }
  };
  function reconnectSoon() {
    if (stopped) return;
    void client?.end().catch(() => {});
    client = undefined;
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
    retry.unref();
  }

  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}
