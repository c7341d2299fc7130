import pg from 'pg';

export interface ListenOptions {
  /** Gives up on a connection attempt after this long, and tries again a second later. */
  connectTimeoutMs?: number;
  /** How often the idle connection is asked `select 1`: a silently dead one (a vanished host) is noticed. */
  heartbeatMs?: number;
  /** Told once per outage that listening stopped, and once that it resumed. */
  log?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void };
}

/**
 * PostgreSQL LISTEN on its own connection (a pooled one would lose it): calls `onMessage` with each
 * NOTIFY payload on `channel`. A dropped connection is reopened a second later, and again every second
 * until the server is back; notifications sent while it was down are lost, so `onReconnect` runs once
 * listening again, for the listener to catch up from the database. Resolves once listening, to a function
 * that stops. Nothing here throws after that: the process outlives any outage (ADR 0170).
 */
export async function listenForNotifications(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onReconnect?: () => void,
  options: ListenOptions = {},
): Promise<() => Promise<void>> {
  if (!/^[a-z_][a-z0-9_]*$/.test(channel)) throw new Error(`not a plain channel name: ${channel}`);
  const { connectTimeoutMs = 3000, heartbeatMs = 15_000, log } = options;
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;
  let connectedBefore = false;
  let down = false;

  const connect = async () => {
    const next = new pg.Client({
      connectionString: url,
      connectionTimeoutMillis: connectTimeoutMs,
      query_timeout: connectTimeoutMs,
      keepAlive: true,
    });
    next.on('notification', (n) => {
      if (n.channel === channel && n.payload) onMessage(n.payload);
    });
    // Only the connection in use matters; an abandoned one may still report its end.
    next.on('error', (err) => {
      if (client === next) reconnectSoon(err);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (error) {
      void next.end().catch(() => {});
      throw error;
    }
    if (stopped) await next.end();
    else {
      const reconnected = client === undefined && connectedBefore;
      client = next;
      connectedBefore = true;
      if (reconnected) {
        if (down) log?.info({ channel }, 'listening for notifications again');
        down = false;
        onReconnect?.();
      }
    }
  };
  function reconnectSoon(err?: unknown) {
    if (stopped) return;
    if (!down) log?.warn({ err, channel }, 'notification listener lost its connection; reconnecting');
    down = true;
    const old = client;
    client = undefined;
    void old?.end().catch(() => {});
    clearTimeout(retry);
    retry = setTimeout(() => void connect().catch(reconnectSoon), 1000);
    retry.unref();
  }

  await connect();
  const heartbeat = setInterval(() => {
    const current = client;
    current?.query('select 1').catch((err: unknown) => {
      if (client === current) reconnectSoon(err);
    });
  }, heartbeatMs);
  heartbeat.unref();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    clearInterval(heartbeat);
    await client?.end().catch(() => {});
  };
}
