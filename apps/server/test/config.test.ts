import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { spawnServer } from './helpers/server-process';

describe('configuration at start-up', () => {
  it('refuses to start on a bad value, naming the variable, with exit code 1', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'app-config-'));
    try {
      const server = await spawnServer({ PORT: 'abc', LOG_LEVEL: 'loud', DATA_DIR: dataDir });
      const { code } = await server.exited;
      expect(code).toBe(1);
      const output = server.output();
      expect(output).toContain('Invalid configuration');
      expect(output).toMatch(/PORT: .+/);
      expect(output).toMatch(/LOG_LEVEL: .+/);
      // It stopped before touching the database.
      expect(output).not.toMatch(/at .*\.ts:\d+/); // a message, not a stack trace
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  it('refuses production without SMTP', async () => {
    const server = await spawnServer({ NODE_ENV: 'production', SMTP_URL: '' });
    expect((await server.exited).code).toBe(1);
    expect(server.output()).toMatch(/SMTP_URL is required in production/);
  });
});
