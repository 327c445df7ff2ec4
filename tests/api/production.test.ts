import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAdministrator } from '../../src/server/cli/administrator';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { createTestApp, DEMO, type TestApp } from '../helpers/app';

const run = promisify(execFile);
const ADMIN = { fiscalCode: 'RSSMRA80A01H501U', email: 'primo.admin@example.it', password: 'Sicuro-Presidio-2026', firstName: 'Mario', lastName: 'Rossi' };

describe('production: no demo data, the first administrator from the command line', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ NODE_ENV: 'production', SEED_DEMO: 'auto' });
  });
  afterAll(async () => t.close());

  it('seeds nobody: the demo accounts do not exist', async () => {
    expect((await t.app.db.selectFrom('user').select('id').execute()).length).toBe(0);
    const demo = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: DEMO.admin, password: 'Presidio.2026' } });
    expect(demo.statusCode).toBe(401);
  });

  it('creates an administrator who signs in, once', async () => {
    const id = await createAdministrator(t.app.db, ADMIN);
    expect(id).toEqual(expect.any(Number));
    expect(await createAdministrator(t.app.db, ADMIN)).toBeUndefined();
    const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: ADMIN.fiscalCode, password: ADMIN.password } });
    expect(signin.statusCode).toBe(200);
    expect(signin.json()).toMatchObject({ id, roles: ['ROLE_ADMIN'], email: ADMIN.email });
    const row = await t.app.db.selectFrom('user').select('passwordHash').where('id', '=', id!).executeTakeFirstOrThrow();
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
  });
});

describe('npm run create-admin', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-cli-'));
  const cli = (args: string[], password: string) =>
    run(process.execPath, ['node_modules/tsx/dist/cli.mjs', 'src/server/cli/create-admin.ts', ...args], {
      env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: password },
    }).then(
      (out) => ({ code: 0, ...out }),
      (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, stdout: error.stdout, stderr: error.stderr }),
    );
  const args = ['--fiscal-code', ADMIN.fiscalCode, '--email', ADMIN.email, '--first-name', 'Mario', '--last-name', 'Rossi'];
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('refuses a weak password and a bad fiscal code, naming the field', async () => {
    const weak = await cli(args, 'short');
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain('password');
    const bad = await cli(['--fiscal-code', 'RSSMRA80A01H501X', ...args.slice(2)], ADMIN.password);
    expect(bad.code).toBe(1);
    expect(bad.stderr).toContain('fiscalCode');
  }, 60_000);

  it('creates the administrator in the configured database, and refuses a second with the same data', async () => {
    const first = await cli(args, ADMIN.password);
    expect(first.code).toBe(0);
    expect(first.stdout).toMatch(/Administrator created/);
    expect((await cli(args, ADMIN.password)).code).toBe(1);

    const app = await buildApp(loadConfig({ NODE_ENV: 'production', DATA_DIR: dataDir, LOG_LEVEL: 'silent', RETENTION_JOB: 'off' }), { staticRoot: join(dataDir, 'none') });
    try {
      const signin = await app.inject({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: ADMIN.fiscalCode, password: ADMIN.password } });
      expect(signin.statusCode).toBe(200);
      expect(signin.json().roles).toEqual(['ROLE_ADMIN']);
    } finally {
      await app.close();
    }
  }, 60_000);
});
