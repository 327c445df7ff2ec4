import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/server/app';
import { createUser } from '../helpers/api';
import { createTestApp, type TestApp } from '../helpers/app';

const POSTGRES = !!process.env.DATABASE_URL;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const me = (app: FastifyInstance, token: string) =>
  app.inject({ method: 'GET', url: '/api/auth/me', headers: { authorization: `Bearer ${token}` } });

const signedIn = async () => {
  const user = await createUser(t);
  const signin = await t.call({ method: 'POST', url: '/api/auth/signin', payload: { fiscalCode: user.fiscalCode, password: user.password } });
  expect(signin.statusCode).toBe(200);
  return { ...user, token: signin.json().accessToken as string };
};

/** Polls until `check` holds, for up to `ms`; false if it never did. */
const eventually = async (check: () => Promise<boolean> | boolean, ms = 5_000) => {
  for (const until = Date.now() + ms; Date.now() < until; ) {
    if (await check()) return true;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return check();
};

describe('principals kept between requests', () => {
  it('are read from the database once per session, then answered from memory', async () => {
    const user = await signedIn();
    t.app.principals.forgetAll();
    // On PostgreSQL nothing is kept until the notifications connection listens.
    expect(await eventually(async () => (await me(t.app, user.token)).statusCode === 200 && t.app.principals.size() === 1)).toBe(true);
    expect((await me(t.app, user.token)).json().id).toBe(user.id);
  });

  it('are forgotten by a write of the server to a table they come from, before anyone reads them again', async () => {
    const user = await signedIn();
    await me(t.app, user.token);
    await t.app.db.deleteFrom('userCompany').where('userId', '=', -1).execute();
    expect(t.app.principals.size()).toBe(0);
    await t.app.db.updateTable('user').set({ firstName: 'Cambiato' }).where('id', '=', user.id).execute();
    expect((await me(t.app, user.token)).json().firstName).toBe('Cambiato');
  });
});

describe.runIf(POSTGRES)('several instances on one PostgreSQL database', () => {
  let other: FastifyInstance;
  let console: pg.Client;

  beforeAll(async () => {
    other = await buildApp({ ...t.config, seedDemo: false }, { staticRoot: t.config.dataDir });
    await other.ready();
    console = new pg.Client({ connectionString: t.config.databaseUrl });
    await console.connect();
  });
  afterAll(async () => {
    await console.end();
    await other.close();
  });

  /** The signed-in user's principal, kept by this instance after a request. */
  const keptBy = async (app: FastifyInstance, token: string) =>
    eventually(async () => (await me(app, token)).statusCode === 200 && app.principals.size() > 0);

  it('a user deactivated through another instance is refused here as soon as its commit is announced', async () => {
    const user = await signedIn();
    expect(await keptBy(t.app, user.token)).toBe(true);
    const admin = await t.login('admin');
    const deactivate = await other.inject({ method: 'POST', url: `/api/user/${user.id}/deactivate`, headers: { authorization: `Bearer ${admin}` } });
    expect(deactivate.json()).toMatchObject({ active: false });
    expect(await eventually(async () => (await me(t.app, user.token)).statusCode === 401, 2_000)).toBe(true);
  });

  it('a change made by hand in a SQL console is announced too', async () => {
    const user = await signedIn();
    expect(await keptBy(t.app, user.token)).toBe(true);
    expect(await keptBy(other, user.token)).toBe(true);
    await console.query('update auth_session set revoked_at = now() where user_id = $1', [user.id]);
    expect(await eventually(() => t.app.principals.size() === 0 && other.principals.size() === 0, 2_000)).toBe(true);
    expect((await me(t.app, user.token)).statusCode).toBe(401);
    expect((await me(other, user.token)).statusCode).toBe(401);
  });

  it('while the notifications connection is lost nothing is kept, and keeping resumes once it is back', async () => {
    const user = await signedIn();
    const second = await signedIn();
    expect(await keptBy(t.app, user.token)).toBe(true);
    const { rowCount } = await console.query(
      `select pg_terminate_backend(pid) from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and query ilike 'listen "presidio_principals"'`,
    );
    expect(rowCount).toBe(2);
    expect(await eventually(() => t.app.principals.size() === 0, 2_000)).toBe(true);

    // Lost, and not back before the first retry half a second later: a change nobody hears still
    // takes effect at once, since nothing is kept.
    expect((await me(t.app, second.token)).statusCode).toBe(200);
    const keptDuringLoss = t.app.principals.size();
    await console.query('update auth_session set revoked_at = now() where user_id = $1', [second.id]);
    expect((await me(t.app, second.token)).statusCode).toBe(401);

    // Back, and keeping again.
    expect(await keptBy(t.app, user.token)).toBe(true);
    expect(keptDuringLoss).toBe(0);
  });
});
