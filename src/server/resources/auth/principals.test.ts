import { CamelCasePlugin, DummyDriver, Kysely, SqliteAdapter, SqliteIntrospector, SqliteQueryCompiler, sql } from 'kysely';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/schema';
import { createPrincipalCache, forgetOnWrite, type LoadedPrincipal, mayChangePrincipals } from './principals';

const principal = (id = 7): LoadedPrincipal['principal'] => ({
  id,
  fiscalCode: 'VRDGPP90C10F839E',
  username: null,
  email: 'giuseppe@example.it',
  firstName: 'Giuseppe',
  lastName: 'Verdi',
  roles: ['ROLE_WORKER'],
  companyIds: [1],
  mustChangePassword: false,
});

const NOW = Date.parse('2026-11-22T08:00:00Z');
const IN_A_DAY = '2026-11-23T08:00:00.000Z';

/** A clock the test moves, and a loader that counts its reads. */
const setup = (options: { maxAgeMs?: number; maxEntries?: number } = {}) => {
  let now = NOW;
  const cache = createPrincipalCache({ ...options, clock: () => now });
  const load = vi.fn(async (): Promise<LoadedPrincipal | undefined> => ({ principal: principal(), expiresAt: IN_A_DAY }));
  return { cache, load, advance: (ms: number) => (now += ms) };
};

describe('the principal cache', () => {
  it('reads a session once and then answers from memory', async () => {
    const { cache, load } = setup();
    expect(await cache.get('s1', 7, load)).toEqual(principal());
    expect(await cache.get('s1', 7, load)).toEqual(principal());
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('reads again after any change was reported', async () => {
    const { cache, load } = setup();
    await cache.get('s1', 7, load);
    cache.forgetAll();
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does not keep an answer read while a change was reported: it may be the state before the change', async () => {
    const { cache, load } = setup();
    let release!: () => void;
    const slow = vi.fn(
      () => new Promise<LoadedPrincipal>((resolve) => (release = () => resolve({ principal: principal(), expiresAt: IN_A_DAY }))),
    );
    const reading = cache.get('s1', 7, slow);
    cache.forgetAll();
    release();
    expect(await reading).toEqual(principal());
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing for a session the database does not find (signed out, expired, deactivated)', async () => {
    const { cache } = setup();
    const none = vi.fn(async () => undefined);
    expect(await cache.get('s1', 7, none)).toBeUndefined();
    expect(await cache.get('s1', 7, none)).toBeUndefined();
    expect(none).toHaveBeenCalledTimes(2);
  });

  it.each([
    ['once the session expires, so the database refuses an expired session', 5_000, 30_000],
    ['after the maximum age at most, for changes no one reported', 60_000, 30_000],
  ])('reads again %s', async (_, expiresInMs, maxAgeMs) => {
    const { cache, advance } = setup({ maxAgeMs });
    const load = vi.fn(async () => ({ principal: principal(), expiresAt: new Date(NOW + expiresInMs).toISOString() }));
    const keptFor = Math.min(expiresInMs, maxAgeMs);
    await cache.get('s1', 7, load);
    advance(keptFor - 1);
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(1);
    advance(1);
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('answers a session only for the user its token names', async () => {
    const { cache, load } = setup();
    await cache.get('s1', 7, load);
    const other = vi.fn(async () => undefined);
    expect(await cache.get('s1', 8, other)).toBeUndefined();
    expect(other).toHaveBeenCalledTimes(1);
  });

  it('keeps nothing while disabled, and forgets what it kept when disabled or enabled', async () => {
    const { cache, load } = setup();
    await cache.get('s1', 7, load);
    cache.setEnabled(false);
    await cache.get('s1', 7, load);
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(3);
    cache.setEnabled(true);
    await cache.get('s1', 7, load);
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('keeps a bounded number of sessions, dropping the oldest', async () => {
    const { cache, load } = setup({ maxEntries: 2 });
    await cache.get('s1', 7, load);
    await cache.get('s2', 7, load);
    await cache.get('s3', 7, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('s3', 7, load);
    await cache.get('s2', 7, load);
    expect(load).toHaveBeenCalledTimes(3);
    await cache.get('s1', 7, load);
    expect(load).toHaveBeenCalledTimes(4);
  });

  it('hands out a principal no route can change for the next request', async () => {
    const { cache, load } = setup();
    const kept = await cache.get('s1', 7, load);
    expect(Object.isFrozen(kept)).toBe(true);
    expect(() => (kept!.roles as string[]).push('ROLE_ADMIN')).toThrow();
    expect(() => (kept!.companyIds as number[]).push(2)).toThrow();
  });
});

describe('the writes that forget the principals', () => {
  const forget = vi.fn();
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new SqliteAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new SqliteIntrospector(k),
      createQueryCompiler: () => new SqliteQueryCompiler(),
    },
    plugins: [new CamelCasePlugin()],
  }).withPlugin(forgetOnWrite(forget));

  const forgets = async (run: () => Promise<unknown>) => {
    forget.mockClear();
    await run();
    return forget.mock.calls.length > 0;
  };

  it.each([
    ['a new user', () => db.insertInto('user').values({ email: 'a@b.it', passwordHash: 'x', createdAt: '', updatedAt: '' }).execute()],
    ['a changed user', () => db.updateTable('user').set({ active: 0 }).where('id', '=', 7).execute()],
    ['a deleted user', () => db.deleteFrom('user').where('id', '=', 7).execute()],
    ['a role given', () => db.insertInto('userRole').values({ userId: 7, role: 'ROLE_ADMIN' }).execute()],
    ['a company taken away', () => db.deleteFrom('userCompany').where('userId', '=', 7).execute()],
    ['a session revoked', () => db.updateTable('authSession').set({ revokedAt: 'now' }).where('id', '=', 's1').execute()],
    ['a company deleted (its memberships go with it)', () => db.deleteFrom('company').where('id', '=', 1).execute()],
    ['raw SQL writing a user', () => sql`update "user" set active = 0 where id = 7`.execute(db)],
    ['a write inside a transaction', () => db.transaction().execute((tx) => tx.deleteFrom('userRole').where('userId', '=', 7).execute())],
    ['a user changed under an alias', () => db.updateTable('user as u').set({ active: 0 }).where('u.id', '=', 7).execute()],
  ])('%s', async (_, run) => {
    expect(await forgets(run)).toBe(true);
  });

  it.each([
    ['reading users', () => db.selectFrom('user').selectAll().execute()],
    ['a clock-in', () => db.insertInto('attendance').values({ userId: 7, companyId: 1, checkIn: 'now' } as never).execute()],
    ['an attendance changed for a user', () => db.updateTable('attendance').set({ note: 'x' } as never).where('userId', '=', 7).execute()],
    ['raw SQL reading users', () => sql`select * from "user" where id = 7`.execute(db)],
    [
      'attendance changed for the users a query on users picks',
      () =>
        db
          .updateTable('attendance')
          .set({ note: 'x' } as never)
          .where('userId', 'in', db.selectFrom('user').select('id').where('active', '=', 0))
          .execute(),
    ],
    ['raw SQL writing attendance by user_id', () => sql`update attendance set note = 'x' where user_id = 7`.execute(db)],
  ])('not %s', async (_, run) => {
    expect(await forgets(run)).toBe(false);
  });

  it('looks only at statements, without running them', () => {
    expect(mayChangePrincipals(db.deleteFrom('authSession').toOperationNode())).toBe(true);
    expect(mayChangePrincipals(db.selectFrom('authSession').selectAll().toOperationNode())).toBe(false);
  });
});
