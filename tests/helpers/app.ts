import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { type Config, loadConfig } from '../../src/server/config';
import { freshPgDatabase } from './pg-database';

export const DEMO_PASSWORD = 'Presidio.2026';
export const DEMO = {
  admin: 'RSSMRA80A01H501U',
  moderator: 'BNCLRA85M55F205Q',
  worker: 'VRDGPP90C10F839E',
  clientManagement: 'SPSNNA92T45L219I',
  accounting: 'FRRLCU78H20A944X',
  client: 'cliente.demo',
} as const;
export type DemoRole = keyof typeof DEMO;

export interface TestApp {
  app: FastifyInstance;
  config: Config;
  /** Every response body seen through `call`, to prove no password hash ever leaves the server. */
  bodies: string[];
  call: (options: InjectOptions & { token?: string }) => Promise<LightMyRequestResponse>;
  login: (who: DemoRole) => Promise<string>;
  close: () => Promise<void>;
}

/**
 * A fresh database per test file: a temporary SQLite file, or a new PostgreSQL database when
 * DATABASE_URL is set (created here and dropped on close).
 */
const freshDatabase = async (): Promise<{ databaseUrl?: string; drop: () => Promise<void> }> => {
  const base = process.env.DATABASE_URL;
  if (!base) return { drop: async () => {} };
  const { url, drop } = await freshPgDatabase(base);
  return { databaseUrl: url, drop };
};

export interface TestAppOptions extends Omit<BuildOptions, 'handle'> {
  /** Runs after the app is built and before it is ready: the place to add a route a test needs. */
  beforeReady?: (app: FastifyInstance) => void | Promise<void>;
}

export const createTestApp = async (
  env: Record<string, string> = {},
  { beforeReady, ...options }: TestAppOptions = {},
): Promise<TestApp> => {
  const dataDir = mkdtempSync(join(tmpdir(), 'presidio-test-'));
  const database = await freshDatabase();
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SEED_DEMO: 'yes',
    ...(database.databaseUrl ? { DATABASE_URL: database.databaseUrl } : {}),
    ...env,
  });
  const app = await buildApp(config, { staticRoot: join(dataDir, 'no-app'), ...options });
  await beforeReady?.(app);
  await app.ready();
  const bodies: string[] = [];
  const tokens = new Map<DemoRole, string>();

  const call: TestApp['call'] = async ({ token, headers, ...rest }) => {
    const response = await app.inject({
      ...rest,
      headers: { ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers },
    });
    bodies.push(response.body);
    return response;
  };

  const login = async (who: DemoRole) => {
    const cached = tokens.get(who);
    if (cached) return cached;
    const id = DEMO[who];
    const payload = who === 'client' ? { username: id, password: DEMO_PASSWORD } : { fiscalCode: id, password: DEMO_PASSWORD };
    const response = await call({ method: 'POST', url: '/api/auth/signin', payload });
    if (response.statusCode !== 200) throw new Error(`login ${who}: ${response.statusCode} ${response.body}`);
    const token = response.json().accessToken as string;
    tokens.set(who, token);
    return token;
  };

  return {
    app,
    config,
    bodies,
    call,
    login,
    close: async () => {
      await app.close();
      await database.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
};
