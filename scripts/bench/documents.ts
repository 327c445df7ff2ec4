// npm run bench:documents: (a) 50 concurrent downloads of a 5 MB document through
// GET api/document/{id}/file against the same file served by @fastify/static in the same run, and
// (b) the server's resident memory while one 200 MB file is uploaded (and downloaded), read from
// /proc/<pid>/status of the server's own process. Local disk storage. Prints the figures and writes
// them into docs/documents-benchmark.md between its figures markers. Not a test: figures follow the machine.
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createReadStream, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { mkdir, open } from 'node:fs/promises';
import { request } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { JWT_SECRET } from './database';

const MB = 1024 * 1024;
const DOWNLOAD_MB = 5;
const UPLOAD_MB = 200;
const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const ADMIN = { fiscalCode: 'RSSMRA80A01H501U', password: 'Presidio.2026' };
const WORKER = 'VRDGPP90C10F839E';

const work = mkdtempSync(join(tmpdir(), 'presidio-bench-docs-'));
const log = (line: string) => process.stderr.write(`[bench:documents] ${line}\n`);

/** A file that file-type reads as a PDF: the header, then random bytes (no compression helps anyone). */
const writePdfLike = async (path: string, bytes: number) => {
  const file = await open(path, 'w');
  await file.write(Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n', 'latin1'));
  for (let written = 0; written < bytes; written += MB) await file.write(randomBytes(Math.min(MB, bytes - written)));
  await file.close();
};

/** The real server (scripts/bench/server.ts) in a child process, its own data folder and SQLite file. */
const startServer = (env: Record<string, string>) =>
  new Promise<{ url: string; pid: number; stop: () => Promise<void> }>((resolve, reject) => {
    const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'scripts/bench/server.ts'], {
      env: { ...process.env, NODE_ENV: 'production', SEED_DEMO: 'yes', RETENTION_JOB: 'off', LOG_LEVEL: 'warn', DATABASE_URL: '', JWT_SECRET, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      const port = output.match(/READY (\d+)/)?.[1];
      if (!port) return;
      const stop = () =>
        new Promise<void>((done) => {
          if (child.exitCode !== null) return done();
          child.once('exit', () => done());
          child.kill('SIGTERM');
        });
      resolve({ url: `http://127.0.0.1:${port}`, pid: child.pid!, stop });
    });
    child.once('exit', (code) => reject(new Error(`bench server exited with ${code}`)));
  });

const json = async (response: Response) => {
  if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  return response.json() as Promise<Record<string, unknown>>;
};

const signIn = async (url: string) =>
  (await json(await fetch(`${url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(ADMIN) }))).accessToken as string;

const workerId = async (url: string, token: string) => {
  const filter = encodeURIComponent(JSON.stringify({ q: WORKER }));
  const rows = (await (await fetch(`${url}/api/user?filter=${filter}`, { headers: { authorization: `Bearer ${token}` } })).json()) as Array<{ id: number; fiscalCode: string }>;
  const found = rows.find((row) => row.fiscalCode === WORKER);
  if (!found) throw new Error('the demo worker was not found');
  return found.id;
};

/** POST api/document as the browser sends it: the fields, then the file streamed from the disk. */
const upload = (url: string, token: string, ownerId: number, path: string) =>
  new Promise<number>((resolve, reject) => {
    const boundary = `----bench${randomBytes(8).toString('hex')}`;
    const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
    const head = Buffer.from(
      field('ownerType', 'USER') + field('ownerId', String(ownerId)) + field('type', 'OTHER') + field('title', 'Bench') +
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    );
    const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
    const target = new URL(`${url}/api/document`);
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': head.length + statSync(path).size + tail.length },
      },
      (res) => {
        let body = '';
        res.on('data', (chunk) => (body += chunk));
        res.on('end', () => (res.statusCode === 201 ? resolve(JSON.parse(body).id as number) : reject(new Error(`upload: ${res.statusCode} ${body}`))));
      },
    );
    req.on('error', reject);
    req.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => req.end(tail));
    file.pipe(req, { end: false });
  });

/** Reads a download to its end without keeping it. */
const download = (url: string, token: string) =>
  new Promise<number>((resolve, reject) => {
    const req = request(url, { headers: { authorization: `Bearer ${token}` } }, (res) => {
      let bytes = 0;
      res.on('data', (chunk: Buffer) => (bytes += chunk.length));
      res.on('end', () => (res.statusCode === 200 ? resolve(bytes) : reject(new Error(`download: ${res.statusCode}`))));
    });
    req.on('error', reject);
    req.end();
  });

interface Load {
  rps: number;
  mbps: number;
  p99: number;
  requests: number;
  failed: number;
}

/**
 * autocannon 8 in a process of its own, so that it does not share a thread with what it measures.
 * It keeps every response's body as a string (`req.body += data`), which for 5 MB answers costs the
 * load generator twenty times what the servers spend: that copy is turned off; bytes are still
 * received, parsed and counted as before.
 */
const LOAD = `
const autocannon = require('autocannon');
require('autocannon/lib/pipelinedRequestsQueue').prototype.addBody = () => {};
const [url, connections, duration, headers] = process.argv.slice(1);
autocannon({ url, connections: Number(connections), duration: Number(duration), timeout: 60, headers: JSON.parse(headers) }, (error, result) => {
  if (error) throw error;
  process.stdout.write(JSON.stringify(result));
});`;

const autocannon = (url: string, headers: Record<string, string> = {}) =>
  new Promise<Load>((resolve, reject) => {
    const child = spawn(process.execPath, ['-e', LOAD, url, String(CONNECTIONS), String(SECONDS), JSON.stringify(headers)], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.once('exit', () => {
      try {
        const r = JSON.parse(output);
        resolve({ rps: r.requests.average, mbps: r.throughput.average / MB, p99: r.latency.p99, requests: r.requests.total, failed: r.non2xx + r.errors + r.timeouts });
      } catch (error) {
        reject(new Error(`autocannon failed: ${String(error)} ${output.slice(0, 300)}`));
      }
    });
  });

/** The resident memory of a process, and its peak since the last reset, in MB (Linux). */
const memoryOf = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (name: string) => Number(status.match(new RegExp(`${name}:\\s+(\\d+) kB`))?.[1] ?? NaN);
  return { rss: kb('VmRSS') / 1024, hwm: kb('VmHWM') / 1024 };
};

/** Runs `action` while reading the server's memory every 10 ms; the peak is the higher of the samples and the kernel's own mark. */
const peakDuring = async (pid: number, action: () => Promise<unknown>) => {
  // Writing 5 resets the kernel's peak (VmHWM) to the present size, so it measures this action only.
  writeFileSync(`/proc/${pid}/clear_refs`, '5');
  let peak = memoryOf(pid).rss;
  const timer = setInterval(() => (peak = Math.max(peak, memoryOf(pid).rss)), 10);
  const started = performance.now();
  try {
    await action();
  } finally {
    clearInterval(timer);
  }
  return { peak: Math.max(peak, memoryOf(pid).hwm), seconds: (performance.now() - started) / 1000 };
};

const idleOf = async (pid: number) => {
  const samples: number[] = [];
  for (let i = 0; i < 20; i += 1) {
    samples.push(memoryOf(pid).rss);
    await new Promise((r) => setTimeout(r, 50));
  }
  return Math.max(...samples);
};

const downloads = async () => {
  const server = await startServer({ DATA_DIR: join(work, 'download') });
  const file = join(work, 'static', 'payslip.pdf');
  await mkdir(join(work, 'static'), { recursive: true });
  await writePdfLike(file, DOWNLOAD_MB * MB - 16);
  // @fastify/static as it comes reads files 16 KB at a time on Node 20 (@fastify/send passes
  // highWaterMark: null, which Node takes as any stream's default); the API's local storage reads
  // 64 KB, fs streams' own default. Both baselines are measured: the fair one reads as the API does
  // (its reply.sendFile passes the option on; the plugin's own routes do not).
  const staticServer = Fastify();
  await staticServer.register(fastifyStatic, { root: join(work, 'static'), prefix: '/default/' });
  // The plugin's type omits the option @fastify/send takes; a variable passes it without the literal's check.
  const reads64k = { acceptRanges: true, highWaterMark: 64 * 1024 };
  staticServer.get('/64k/payslip.pdf', (_request, reply) => reply.sendFile('payslip.pdf', reads64k));
  await staticServer.listen({ host: '127.0.0.1', port: 0 });
  const staticBase = `http://127.0.0.1:${(staticServer.server.address() as { port: number }).port}`;
  const targets = {
    api: '',
    static64: `${staticBase}/64k/payslip.pdf`,
    staticDefault: `${staticBase}/default/payslip.pdf`,
  };
  try {
    const token = await signIn(server.url);
    const id = await upload(server.url, token, await workerId(server.url, token), file);
    targets.api = `${server.url}/api/document/${id}/file`;
    const size = statSync(file).size;
    for (const url of Object.values(targets)) if ((await download(url, token)) !== size) throw new Error(`${url} was not whole`);
    const results: Record<keyof typeof targets, Load[]> = { api: [], static64: [], staticDefault: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const name of ['staticDefault', 'static64', 'api'] as const) {
        results[name].push(await autocannon(targets[name], name === 'api' ? { authorization: `Bearer ${token}` } : {}));
        log(`${name}: ${results[name].at(-1)!.rps.toFixed(0)} req/s`);
      }
    }
    return results;
  } finally {
    await staticServer.close();
    await server.stop();
  }
};

const memory = async () => {
  const server = await startServer({ DATA_DIR: join(work, 'upload'), UPLOAD_MAX_MB: '250' });
  const big = join(work, 'big.pdf');
  const small = join(work, 'small.pdf');
  await writePdfLike(big, UPLOAD_MB * MB - 16);
  await writePdfLike(small, MB);
  try {
    const token = await signIn(server.url);
    const ownerId = await workerId(server.url, token);
    // Warm up: the first upload and download load the code they use, which belongs to idle.
    const warm = await upload(server.url, token, ownerId, small);
    await download(`${server.url}/api/document/${warm}/file`, token);
    const idle = await idleOf(server.pid);
    let id = 0;
    const up = await peakDuring(server.pid, async () => (id = await upload(server.url, token, ownerId, big)));
    const afterUpload = await idleOf(server.pid);
    const down = await peakDuring(server.pid, () => download(`${server.url}/api/document/${id}/file`, token));
    return { idle, upload: up, download: down, afterUpload };
  } finally {
    await server.stop();
  }
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const best = (loads: Load[]) => loads.reduce((a, b) => (b.rps > a.rps ? b : a));
const round = (value: number, digits = 0) => value.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits });

const load = loadavg()[0];
const started = Date.now();
try {
  const served = await downloads();
  const mem = await memory();
  const columns = [served.api, served.static64, served.staticDefault];
  const bests = columns.map(best);
  const medians = columns.map((loads) => median(loads.map((l) => l.rps)));
  const share = (i: number) => `${round((bests[0].rps / bests[i].rps) * 100)} % (medians ${round((medians[0] / medians[i]) * 100)} %)`;
  const rise = { upload: mem.upload.peak - mem.idle, download: mem.download.peak - mem.afterUpload };
  const rows = [
    `| ${CONNECTIONS} connections, ${DOWNLOAD_MB} MB | api/document/{id}/file | @fastify/static, 64 KB reads | @fastify/static as it comes (16 KB reads) | target |`,
    `|---|---:|---:|---:|---|`,
    `| requests/s (best of ${ROUNDS} rounds of ${SECONDS} s) | ${bests.map((l) => round(l.rps)).join(' | ')} | |`,
    `| MB/s | ${bests.map((l) => round(l.mbps)).join(' | ')} | |`,
    `| p99 | ${bests.map((l) => `${round(l.p99)} ms`).join(' | ')} | |`,
    `| every round, requests/s | ${columns.map((loads) => loads.map((l) => round(l.rps)).join(', ')).join(' | ')} | |`,
    `| failed requests | ${columns.map((loads) => loads.reduce((n, l) => n + l.failed, 0)).join(' | ')} | 0 |`,
    `| the API's share | | ${share(1)} | ${share(2)} | ≥ 70 % |`,
    '',
    `| the server's resident memory (VmRSS) | MB | rise | target |`,
    `|---|---:|---:|---|`,
    `| idle (after a 1 MB upload and download) | ${round(mem.idle, 1)} | | |`,
    `| peak while uploading ${UPLOAD_MB} MB (${round(mem.upload.seconds, 1)} s) | ${round(mem.upload.peak, 1)} | ${round(rise.upload, 1)} above idle | < 50 MB |`,
    `| after the upload | ${round(mem.afterUpload, 1)} | ${round(mem.afterUpload - mem.idle, 1)} above idle | |`,
    `| peak while downloading it (${round(mem.download.seconds, 1)} s) | ${round(mem.download.peak, 1)} | ${round(rise.download, 1)} above the line before | |`,
    '',
    `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), Node ${process.version}, load ${load.toFixed(2)} at the start, ` +
      `${new Date().toISOString().slice(0, 10)}, ${((Date.now() - started) / 60_000).toFixed(1)} minutes; SQLite, local disk storage.`,
  ].join('\n');
  process.stdout.write(`${rows}\n`);
  const doc = 'docs/documents-benchmark.md';
  const text = readFileSync(doc, 'utf8');
  writeFileSync(doc, text.replace(/<!-- figures -->[\s\S]*?<!-- \/figures -->/, () => `<!-- figures -->\n${rows}\n<!-- /figures -->`));
} finally {
  rmSync(work, { recursive: true, force: true });
}
