import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { companyBody } from '../helpers/api';
import { spawnServer, type SpawnedServer } from '../helpers/server';

const run = promisify(execFile);
const ADMIN = { fiscalCode: 'RSSMRA80A01H501U', password: 'Sicuro-Presidio-2026' };

/**
 * NODE_ENV=production npm start runs the bundle of scripts/build-server.mjs. Built here into a
 * folder of its own inside the project (packages are found in node_modules from there), started
 * with plain Node: no tsx, no TypeScript, the workers bundled beside it.
 */
describe('the production server: bundled JavaScript, no TypeScript at run time', () => {
  const out = mkdtempSync(join(process.cwd(), '.scratch-server-build-'));
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-prod-'));
  const env = { NODE_ENV: 'production', SEED_DEMO: 'auto', SERVER_BUILD_DIR: relative(process.cwd(), out) };
  let server: SpawnedServer;

  beforeAll(async () => {
    await run(process.execPath, ['scripts/build-server.mjs'], { env: { ...process.env, ...env } });
    server = await spawnServer(dataDir, env, { args: [join(out, 'server.mjs')] });
    await server.healthy();
  }, 120_000);
  afterAll(async () => {
    server?.child.kill('SIGTERM');
    await server?.exited;
    rmSync(out, { recursive: true, force: true });
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('imports neither tsx nor a TypeScript file, and starts each worker from a bundled file beside the server', () => {
    const files = readdirSync(out).filter((file) => file.endsWith('.mjs'));
    expect(files).toEqual(expect.arrayContaining(['server.mjs', 'create-admin.mjs', 'worker.mjs', 'payslip-worker.mjs', 'sqlite-reader.worker.mjs']));
    for (const file of files) {
      const code = readFileSync(join(out, file), 'utf8');
      expect(code, file).not.toMatch(/["']tsx(\/[^"']*)?["']/);
      expect(code, file).not.toMatch(/import\(?\s*["'][^"']+\.ts["']/);
      for (const [, worker] of code.matchAll(/new URL\("\.\/([^"]+)", import\.meta\.url\)/g)) expect(files, `${file} starts ${worker}`).toContain(worker);
    }
    expect(server.child.spawnargs).toEqual([process.execPath, join(out, 'server.mjs')]);
  });

  it('migrates an empty database, seeds nobody, and takes the first administrator from the bundled command', async () => {
    const created = await run(process.execPath, [join(out, 'create-admin.mjs'), '--fiscal-code', ADMIN.fiscalCode, '--email', 'primo@example.it', '--first-name', 'Mario', '--last-name', 'Rossi'], {
      env: { ...process.env, ...env, DATA_DIR: dataDir, DATABASE_URL: '', ADMIN_PASSWORD: ADMIN.password },
    });
    expect(created.stdout + created.stderr).not.toMatch(/error/i);
    const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    expect(signin.status).toBe(200);
  });

  it('writes a PDF on its bundled document worker', async () => {
    const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) });
    const { accessToken } = (await signin.json()) as { accessToken: string };
    const headers = { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' };
    const company = await fetch(`${server.url}/api/company/createCompany`, { method: 'POST', headers, body: JSON.stringify(companyBody()) });
    expect(company.status).toBe(201);
    const { id } = (await company.json()) as { id: number };
    const pdf = await fetch(`${server.url}/api/attendance/month-report?companyId=${id}&month=2026-03&format=pdf`, { headers });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toMatch(/application\/pdf/);
    expect(Buffer.from(await pdf.arrayBuffer()).subarray(0, 5).toString()).toBe('%PDF-');
  });
});
