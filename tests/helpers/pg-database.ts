import pg from 'pg';

/**
 * A new PostgreSQL database on the server of `base` (the suite's DATABASE_URL): one per test file
 * for createTestApp, one for a server a test spawns itself. drop() removes it, ending its sessions.
 */
export const freshPgDatabase = async (base: string, prefix = 'presidio_t'): Promise<{ url: string; drop: () => Promise<void> }> => {
  const name = `${prefix}_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
  const admin = new pg.Client({ connectionString: base });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(base);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: base });
      await client.connect();
      // A pool resolves its end() before the server has seen every socket close; a forced drop then
      // terminates those sessions and their clients raise an uncaught error. Wait for them first.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await client.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
};
