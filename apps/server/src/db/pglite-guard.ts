import type { PGlite } from '@electric-sql/pglite';

/**
 * Thrown for every query once PGlite has failed fatally. Its SQLSTATE (57P02, crash_shutdown) makes it a
 * "database unavailable" 503 like any other outage (ADR 0170).
 */
export class EmbeddedDatabaseFailed extends Error {
  readonly code = '57P02';
  constructor(cause: unknown) {
    super(
      `the embedded database stopped after a fatal error (${cause instanceof Error ? cause.message : String(cause)}); ` +
        'restart the server once its cause (a full disk, an unwritable DATA_DIR) is fixed',
      { cause },
    );
    this.name = 'EmbeddedDatabaseFailed';
  }
}

/**
 * After a PANIC (measured with PGlite 0.5: a checkpoint that cannot write to a full disk), PGlite is broken
 * for good: the next query answers with no rows, and the one after spins inside WebAssembly forever, which
 * freezes the whole process (no request, not even /healthz, is answered again). So once a PANIC is seen,
 * nothing more reaches PGlite: every query, and PGlite's own clean-up, fails at once instead. Only a
 * restart recovers (PGlite replays its log on open). Returns the failure, if any, for health checks.
 */
export function guardAgainstPanic(client: PGlite): () => EmbeddedDatabaseFailed | undefined {
  let failure: EmbeddedDatabaseFailed | undefined;
  const noteFatal = (error: unknown) => {
    if ((error as { severity?: unknown }).severity === 'PANIC') failure ??= new EmbeddedDatabaseFailed(error);
  };
  // Every message to the database goes through execProtocolRawSync (queries, transactions, PGlite's own
  // clean-up); errors come back through execProtocol (exec, close) and execProtocolStream (queries).
  const execProtocol = client.execProtocol.bind(client);
  const execProtocolStream = client.execProtocolStream.bind(client);
  const execProtocolRawSync = client.execProtocolRawSync.bind(client);
  client.execProtocol = async (...args) => {
    if (failure) throw failure;
    return execProtocol(...args).catch((error: unknown) => {
      noteFatal(error);
      throw error;
    });
  };
  client.execProtocolStream = async (...args) => {
    if (failure) throw failure;
    return execProtocolStream(...args).catch((error: unknown) => {
      noteFatal(error);
      throw error;
    });
  };
  client.execProtocolRawSync = (message) => {
    if (failure) throw failure;
    return execProtocolRawSync(message);
  };
  return () => failure;
}
