// The real server for the benchmark, in a process of its own: buildApp and listen on a free port
// of 127.0.0.1, configured from the environment like `npm start`; prints the port when ready.
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';

const app = await buildApp(loadConfig(), { staticRoot: '/nonexistent' });
// A deep backlog: the burst opens 1,000 connections at once.
await app.listen({ host: '127.0.0.1', port: 0, backlog: 2048 });
const address = app.server.address();
process.stdout.write(`READY ${typeof address === 'object' && address ? address.port : 0}\n`);
process.on('SIGTERM', () => {
  void app.close().then(() => process.exit(0));
});
