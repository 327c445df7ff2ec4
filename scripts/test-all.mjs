// `npm test`: runs the unit, API and browser suites one after another, each even when an earlier one
// failed, streams their output, then prints one summary line per suite and exits non-zero when any
// suite failed or did not complete. Each suite is its own npm script (package.json stays the one
// place that says how a suite runs).
//
// Summary lines start with "[test-all]" (.ci/run counts the CRASHED / NOT RUN / ERROR ones; they never
// look like vitest's "Tests  N failed | M passed" line, so nothing is counted twice):
//   [test-all] unit  ok       412 passed, 0 failed (1 skipped) in 61 s
//   [test-all] api   FAILED   380 passed, 2 failed in 140 s
//   [test-all] api   ERROR    380 passed, 0 failed, but vitest exited with code 1 (1 test file failed) in 140 s
//   [test-all] e2e   CRASHED  vitest started but printed no summary (exit code 1) in 12 s
//   [test-all] e2e   NOT RUN  exit code 1 before vitest started (e.g. the build failed) in 3 s
//   [test-all] 792 passed, 2 failed; failed suites: api, e2e
import { spawn } from 'node:child_process';

const SUITES = ['unit', 'api', 'e2e'];
// Ctrl-C reaches the suite too (same process group); after it, no further suite starts.
let interrupted = false;
process.on('SIGINT', () => (interrupted = true));
process.on('SIGTERM', () => (interrupted = true));

// eslint-disable-next-line no-control-regex
const stripAnsi = (text) => text.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
const count = (line, word) => Number(line.match(new RegExp(`(\\d+) ${word}`))?.[1] ?? 0);

/** npm itself: the one that runs this script when started by `npm test`, else `npm` on the PATH. */
const npm = (args) =>
  process.env.npm_execpath?.endsWith('.js')
    ? [process.execPath, [process.env.npm_execpath, ...args], {}]
    : ['npm', args, { shell: process.platform === 'win32' }];

/** Runs `npm run test:<suite>`, passing its output through and reading vitest's summary from it. */
const runSuite = (suite) =>
  new Promise((resolve) => {
    const started = Date.now();
    const seen = { banner: false, tests: null, files: null };
    // One line buffer per stream, so that stdout and stderr chunks never splice a line.
    const scanner = () => {
      let pending = '';
      return (text) => {
        const lines = (pending + stripAnsi(text)).split(/\r?\n/);
        pending = lines.pop();
        for (const line of lines) {
          if (/^\s*RUN\s+v\d/.test(line)) seen.banner = true;
          else if (/^\s*Tests\s+\d/.test(line)) seen.tests = line;
          else if (/^\s*Test Files\s+\d/.test(line)) seen.files = line;
        }
      };
    };
    const [scanOut, scanErr] = [scanner(), scanner()];
    // Colours survive the pipe when the terminal has them; the summary is read without them.
    const colour = process.stdout.isTTY && !process.env.NO_COLOR && !process.env.FORCE_COLOR ? { FORCE_COLOR: '1' } : {};
    const [command, args, options] = npm(['run', `test:${suite}`]);
    const child = spawn(command, args, { ...options, stdio: ['inherit', 'pipe', 'pipe'], env: { ...process.env, ...colour } });
    child.stdout.setEncoding('utf8').on('data', (text) => (process.stdout.write(text), scanOut(text)));
    child.stderr.setEncoding('utf8').on('data', (text) => (process.stderr.write(text), scanErr(text)));
    child.on('error', (error) => console.error(`[test-all] could not start ${suite}: ${error.message}`));
    child.on('close', (code, signal) => {
      scanOut('\n');
      scanErr('\n');
      resolve({ suite, code: code ?? 1, signal, seconds: Math.round((Date.now() - started) / 1000), ...seen });
    });
  });

/** One summary line: the suite's status word and what vitest counted. */
const summarise = ({ suite, code, signal, seconds, banner, tests, files }) => {
  const exit = signal ? `signal ${signal}` : `exit code ${code}`;
  const name = suite.padEnd(5);
  const took = ` in ${seconds} s`;
  if (!banner && !tests) return { failed: 0, line: `${name} NOT RUN  ${exit} before vitest started (e.g. the build failed)${took}` };
  if (!tests) return { failed: 0, line: `${name} CRASHED  vitest started but printed no summary (${exit})${took}` };
  const passed = count(tests, 'passed');
  const failed = count(tests, 'failed');
  const skipped = count(tests, 'skipped') + count(tests, 'todo');
  const counts = `${passed} passed, ${failed} failed${skipped ? ` (${skipped} skipped)` : ''}`;
  if (failed > 0) return { passed, failed, line: `${name} FAILED   ${counts}${took}` };
  if (code !== 0 || signal) {
    // e.g. a test file that does not load, or an unhandled error: no test counted as failed.
    const filesFailed = files ? count(files, 'failed') : 0;
    return { passed, failed, line: `${name} ERROR    ${counts}, but vitest ended with ${exit}${filesFailed ? ` (${filesFailed} test file${filesFailed > 1 ? 's' : ''} failed)` : ''}${took}` };
  }
  return { passed, failed, ok: true, line: `${name} ok       ${counts}${took}` };
};

const results = [];
for (const suite of SUITES) {
  if (interrupted) break;
  console.log(`\n[test-all] ${suite}: npm run test:${suite}\n`);
  results.push(await runSuite(suite));
}

console.log('\n[test-all] summary');
let passed = 0;
let failed = 0;
const failing = [];
for (const suite of SUITES) {
  const result = results.find((r) => r.suite === suite);
  const summary = result ? summarise(result) : { failed: 0, line: `${suite.padEnd(5)} NOT RUN  interrupted` };
  console.log(`[test-all] ${summary.line}`);
  passed += summary.passed ?? 0;
  failed += summary.failed;
  if (!summary.ok) failing.push(suite);
}
console.log(`[test-all] ${passed} passed, ${failed} failed${failing.length ? `; failed suites: ${failing.join(', ')}` : '; every suite passed'}`);
process.exitCode = interrupted ? 130 : failing.length ? 1 : 0;
