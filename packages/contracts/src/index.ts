// Every shared schema and type in one import, for server code and tests. The web app imports the subpath it
// needs instead (`@app/contracts/tokens`, and `@app/contracts/reading-limits`, which has no zod), so a page
// only downloads the schemas it uses (ADR 0006).
export * from './account';
export * from './auth';
export * from './contact';
export * from './profile';
export * from './reading-labels';
export * from './reading-limits';
export * from './reading-routes';
export * from './reading-text';
export * from './readings';
export * from './tokens';
export * from './zod';
