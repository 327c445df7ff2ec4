import type { KyselyPlugin, OperationNode, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, UnknownRow } from 'kysely';
import { tableNames } from '../../db/written-tables';
import type { SessionUser } from './repository';

/** What a principal is read from: a write to any of these may change who a session is, or end it. */
export const PRINCIPAL_TABLES = ['user', 'user_role', 'user_company', 'auth_session', 'company'] as const;

/** The PostgreSQL channel on which every change to those tables is announced, from any instance or console. */
export const PRINCIPALS_CHANNEL = 'presidio_principals';

/** How long a principal is kept at most: the bound on a change made where no one announces it (a SQLite console). */
export const PRINCIPAL_MAX_AGE_MS = 30_000;
const MAX_ENTRIES = 10_000;

export interface LoadedPrincipal {
  principal: SessionUser;
  /** When the session expires (ISO 8601). */
  expiresAt: string;
}

export interface PrincipalCache {
  /**
   * The principal of a session: the one kept, or the loader's answer. The answer is kept only if
   * nothing was forgotten while it was read, so a read that began before a change never outlives it.
   */
  get: (sessionId: string, userId: number, load: () => Promise<LoadedPrincipal | undefined>) => Promise<SessionUser | undefined>;
  /** Forgets every principal: after any change to the tables they are read from. */
  forgetAll: () => void;
  /** Keeps nothing while off: the announcements of other instances cannot be heard. */
  setEnabled: (enabled: boolean) => void;
  /** How many sessions are kept now. */
  size: () => number;
}

interface Entry {
  userId: number;
  principal: SessionUser;
  /** Epoch milliseconds after which the entry is read again. */
  until: number;
}

const frozen = (principal: SessionUser): SessionUser =>
  Object.freeze({ ...principal, roles: Object.freeze([...principal.roles]), companyIds: Object.freeze([...principal.companyIds]) }) as SessionUser;

/**
 * The signed-in principals of live sessions, kept in memory so that a request does not read its
 * session from the database each time. Correct only with every write to PRINCIPAL_TABLES reported
 * through forgetAll: the server's own writes by `forgetOnWrite`, other instances' (and a console's)
 * on PostgreSQL by the channel's notifications.
 */
export const createPrincipalCache = ({ maxAgeMs = PRINCIPAL_MAX_AGE_MS, maxEntries = MAX_ENTRIES, clock = Date.now } = {}): PrincipalCache => {
  const entries = new Map<string, Entry>();
  let generation = 0;
  let enabled = true;

  const forgetAll = () => {
    generation += 1;
    entries.clear();
  };

  return {
    get: async (sessionId, userId, load) => {
      const now = clock();
      const kept = entries.get(sessionId);
      if (kept && kept.userId === userId && now < kept.until) return kept.principal;
      if (kept) entries.delete(sessionId);
      const readFrom = generation;
      const loaded = await load();
      if (!loaded) return undefined;
      const principal = frozen(loaded.principal);
      if (enabled && generation === readFrom) {
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(sessionId, { userId, principal, until: Math.min(now + maxAgeMs, Date.parse(loaded.expiresAt)) });
      }
      return principal;
    },
    forgetAll,
    setEnabled: (on) => {
      enabled = on;
      forgetAll();
    },
    size: () => entries.size,
  };
};

const normalized = (name: string) => name.replace(/_/g, '').toLowerCase();
const WATCHED = new Set(PRINCIPAL_TABLES.map(normalized));
const WATCHED_IN_TEXT = new RegExp(`\\b(${PRINCIPAL_TABLES.join('|')})\\b`, 'i');

/** The part of a writing statement that names the table it writes (not its values, conditions or joins). */
const writtenTable = (node: OperationNode): unknown => {
  switch (node.kind) {
    case 'InsertQueryNode':
    case 'MergeQueryNode':
      return (node as unknown as { into: unknown }).into;
    case 'UpdateQueryNode':
      return (node as unknown as { table: unknown }).table;
    case 'DeleteQueryNode':
      return (node as unknown as { from: unknown }).from;
    default:
      return undefined;
  }
};

/** Whether a statement may change a principal: an insert, update or delete of their tables, or raw SQL that writes and names one. */
export const mayChangePrincipals = (node: OperationNode): boolean => {
  if (node.kind === 'RawNode') {
    const text = (node as unknown as { sqlFragments: readonly string[] }).sqlFragments.join(' ');
    return /\b(insert|update|delete|merge|truncate)\b/i.test(text) && WATCHED_IN_TEXT.test(text);
  }
  const written = writtenTable(node);
  return written !== undefined && tableNames(written).some((name) => WATCHED.has(normalized(name)));
};

/**
 * A Kysely plugin that forgets the kept principals whenever the server writes to the tables they
 * are read from, before the statement runs. Inside a transaction this is before the commit: on
 * SQLite the one connection makes every other read wait for the commit, and on PostgreSQL the
 * commit's notification forgets them again.
 */
export const forgetOnWrite = (forget: () => void): KyselyPlugin => ({
  transformQuery: ({ node }: PluginTransformQueryArgs) => {
    if (mayChangePrincipals(node)) forget();
    return node;
  },
  transformResult: async ({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> => result,
});
