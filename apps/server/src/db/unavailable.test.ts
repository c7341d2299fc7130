import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { isDatabaseUnavailable } from './unavailable';

const withCode = (message: string, code: string, severity = 'ERROR') =>
  Object.assign(new Error(message), { code, severity });

describe('isDatabaseUnavailable', () => {
  it('knows an outage, also when drizzle wraps it', () => {
    const outages = [
      withCode('connect ECONNREFUSED 127.0.0.1:5432', 'ECONNREFUSED'),
      withCode('terminating connection due to administrator command', '57P01', 'FATAL'),
      withCode('the database system is starting up', '57P03', 'FATAL'),
      withCode('canceling statement due to statement timeout', '57014'),
      withCode('sorry, too many clients already', '53300', 'FATAL'),
      withCode('could not extend file "base/5/16384": No space left on device', '53100'),
      withCode('could not open file "base/5/2650": Permission denied', '42501'),
      new Error('Connection terminated unexpectedly'),
      new Error('timeout exceeded when trying to connect'),
      new Error('Query read timeout'),
      new AggregateError([withCode('connect ECONNREFUSED ::1:5432', 'ECONNREFUSED')], ''),
    ];
    for (const error of outages) {
      expect(isDatabaseUnavailable(error), error.message).toBe(true);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error)), error.message).toBe(true);
    }
  });

  it('leaves a wrong query or another failure alone (a 500 or the route’s own answer)', () => {
    const others = [
      withCode('duplicate key value violates unique constraint "users_email_key"', '23505'),
      withCode('permission denied for table users', '42501'),
      withCode('syntax error at or near "selec"', '42601'),
      withCode("ENOENT: no such file or directory, open 'x'", 'ENOENT'),
      new TypeError('Cannot read properties of undefined'),
    ];
    for (const error of others) {
      expect(isDatabaseUnavailable(error), error.message).toBe(false);
      expect(isDatabaseUnavailable(new DrizzleQueryError('select 1', [], error)), error.message).toBe(false);
    }
    expect(isDatabaseUnavailable('a string')).toBe(false);
    expect(isDatabaseUnavailable(undefined)).toBe(false);
  });
});
