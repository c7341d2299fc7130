import { PGlite } from '@electric-sql/pglite';
import { pgDump } from '@electric-sql/pglite-tools/pg_dump';

/**
 * The first and last lines pg_dump writes: a file that has both is a whole dump (a cut-off download or
 * disk-full write lacks the last). `npm run backup` and `npm run restore` check them (scripts/*.mjs).
 */
export const DUMP_FIRST_LINE = '-- PostgreSQL database dump';
export const DUMP_LAST_LINE = '-- PostgreSQL database dump complete';

/**
 * A plain-SQL dump (pg_dump, compiled to WebAssembly by pglite-tools) of a PGlite data-directory tarball.
 * The dump runs on a private in-memory copy opened from the tarball, never on the server's own instance:
 * pg_dump speaks the wire protocol through a path PGlite does not queue with the app's queries, so on
 * the live instance the app's statements could land inside pg_dump's session. No owners or grants are
 * written, so any role can load it (`psql -f` into PostgreSQL, or `npm run restore`).
 */
export async function sqlDumpOf(tarball: Blob): Promise<string> {
  const copy = await PGlite.create({ loadDataDir: tarball });
  try {
    const file = await pgDump({ pg: copy, args: ['--no-owner', '--no-privileges'] });
    return await file.text();
  } finally {
    await copy.close();
  }
}
