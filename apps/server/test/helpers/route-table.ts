import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  path: string;
  /** The route's preHandler names as Fastify prints them, e.g. `["requireSession()","requireFreshFactor()"]`. */
  preHandlers: string;
}

/** The routes Fastify knows, with their preHandler names, read from its own route table (printRoutes). */
export function routeTable(app: FastifyInstance): RouteEntry[] {
  const text = app.printRoutes({ commonPrefix: false, includeHooks: true });
  const stack: string[] = [];
  const routes: RouteEntry[] = [];
  let lastLine: RouteEntry[] = [];
  for (const line of text.split('\n')) {
    // A node line `├── /segment (METHODS)` (child segments may continue a word: `s` after `/code`), or
    // a further method of the node above, `│   /segment (HEAD)`, at the child's indentation.
    const node = /^([│ ]*[├└]?)(── )?([^•\s]\S*)(?: \(([A-Z, ]+)\))?$/.exec(line);
    if (node) {
      const at = node[1]!.length + (node[2] ? 3 : 0);
      const depth = node[2] ? (at - 4) / 4 : at / 4 - 1;
      const path = (depth > 0 ? stack[depth - 1]! : '') + node[3]!;
      if (node[2]) stack.splice(depth, stack.length, path);
      lastLine = (node[4] ?? '')
        .split(', ')
        .filter(Boolean)
        .map((method) => ({ method, path, preHandlers: '' }));
      routes.push(...lastLine);
      continue;
    }
    // The hook lines follow the route line they belong to (all methods of one line share them).
    const hook = /• \(preHandler\) (.*)$/.exec(line);
    if (hook) for (const r of lastLine) r.preHandlers = hook[1]!;
  }
  return routes;
}
