// npm run bench:report: the month sheet of a company of 500 people (100,000 attendances seeded as
// for npm run bench, on SQLite): how long it takes to gather and to write as PDF and XLSX, and the
// longest pause of the server's event loop meanwhile, written on the server's thread and by the
// document worker. A pause is time in which no other request (a clock-in) can be answered.
import { freshSqlite } from './database';
import { analyze, seedAttendance, seedPopulation } from './seed';
import { createRenderer } from '../../src/server/documents/renderer';
import { renderJob, type RenderJob } from '../../src/server/documents/jobs';
import { findMonthReport } from '../../src/server/resources/attendance/month-report';

const ROUNDS = 3;

/** Runs `work` with a 1 ms timer beside it: the elapsed time, and the longest gap between the timer's turns. */
const paused = async (work: () => Promise<unknown>) => {
  let last = performance.now();
  let longest = 0;
  const tick = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 1);
  const started = performance.now();
  await work();
  const ended = performance.now();
  clearInterval(tick);
  return { ms: ended - started, pauseMs: Math.max(longest, ended - last) };
};

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const bench = await freshSqlite();
const renderer = createRenderer();
try {
  const { db } = bench.handle;
  const population = await seedPopulation(db);
  await seedAttendance(db, 'sqlite', population, 0, 100_000, 300);
  await analyze(db, 'sqlite');
  const now = new Date();
  const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 15)).toISOString().slice(0, 7);
  const query = { companyId: population.companyIds[0], month };
  const report = await findMonthReport(db, query, now);
  // The worker's first document also starts it (and compiles its code): timed apart.
  const warm = await paused(() => renderer.render({ kind: 'month-report', format: 'pdf', reports: [report], locale: 'it', now }));

  const rows: Array<[string, { ms: number; pauseMs: number }[]]> = [['gathering the month (queries and totals)', []]];
  for (const format of ['pdf', 'xlsx'] as const) {
    rows.push([`${format.toUpperCase()} on the server's thread`, []], [`${format.toUpperCase()} by the document worker`, []]);
  }
  for (let round = 0; round < ROUNDS; round += 1) {
    rows[0][1].push(await paused(() => findMonthReport(db, query, now)));
    let k = 1;
    for (const format of ['pdf', 'xlsx'] as const) {
      const job: RenderJob = { kind: 'month-report', format, reports: [report], locale: 'it', now };
      rows[k++][1].push(await paused(() => renderJob(job)));
      rows[k++][1].push(await paused(() => renderer.render(job)));
    }
  }
  const lines = [
    `Month sheet of ${report.rows.length} people, ${month}, SQLite, median of ${ROUNDS} rounds:`,
    '',
    '| step | time (ms) | longest pause of the event loop (ms) |',
    '|---|---:|---:|',
    ...rows.map(([label, runs]) => `| ${label} | ${Math.round(median(runs.map((r) => r.ms)))} | ${Math.round(median(runs.map((r) => r.pauseMs)))} |`),
    '',
    `The worker's first document, starting it: ${Math.round(warm.ms)} ms, longest pause ${Math.round(warm.pauseMs)} ms.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
} finally {
  await renderer.close();
  await bench.drop();
}
