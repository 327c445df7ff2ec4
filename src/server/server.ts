import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';

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
  const app = await buildApp(config);
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing requests in flight');
    // close() stops accepting, waits for requests in flight, then runs onClose (the database).
    const timer = setTimeout(() => process.exit(1), 15_000).unref();
    await app.close();
    clearTimeout(timer);
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
  app.log.info(`Presidio ready on http://${config.host === '0.0.0.0' ? 'localhost' : config.host}:${config.port}`);
};

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
