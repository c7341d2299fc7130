export * from './users';
export * from './system';
export * from './auth';
export * from './tokens';
export * from './payments';
export * from './readings';
export * from './contact';
