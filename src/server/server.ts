import { ConfigError, loadConfig } from './config';
import { type DataDirLock, DataDirLockedError, lockDataDir } from './db/data-dir-lock';

const main = async () => {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  // One server per SQLite folder, checked before anything opens the database. On PostgreSQL
  // several servers may share the database (and DATA_DIR, when it is a shared mount): no lock.
  let lock: DataDirLock | undefined;
  if (!config.databaseUrl) {
    try {
      lock = lockDataDir(config.dataDir, { port: config.port });
    } catch (error) {
      if (error instanceof DataDirLockedError) {
        console.error(error.message);
        process.exit(1);
      }
      throw error;
    }
  }
  // Imported only now: a server refused above exits without loading the whole app first.
  const { buildApp } = await import('./app');
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for requests in flight, then runs onClose (the database).
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    lock?.release();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  if (address && typeof address === 'object') lock?.listening({ port: address.port, host: config.host });
  app.log.info(`Presidio ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
