import fc from 'fast-check';

// The unit project runs its files one after another in a worker without isolating them (vitest.config.ts),
// so modules are shared between files. fast-check's global settings are such module state: a file's
// fc.configureGlobal({ seed }) must not carry over to the next file, which starts from the defaults as it
// would in a fresh worker.
fc.resetConfigureGlobal();
