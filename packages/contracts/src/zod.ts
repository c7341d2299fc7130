import { z } from 'zod';

// These schemas also run in the browser, whose Content-Security-Policy forbids eval. Unless told,
// zod probes `new Function` once to decide whether to compile parsers, and the browser reports a CSP
// violation. Compiling is only an optimisation, so it is off everywhere.
z.config({ jitless: true });

export { z };
