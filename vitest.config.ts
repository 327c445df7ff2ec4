import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Three suites: unit (pure code and components), api (app.inject on a real database), e2e (Chromium). */
export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll waits on a condition; its default limit (1 s) is too short for a page on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time, also on a 2-core machine (Vitest's own default there is one): an API file
    // waits on its database much of the time, and each has its own (SQLite folder or PostgreSQL
    // database). The API suite took 169 s for 311 s of tests in CI. The browser suite keeps one.
    maxWorkers: 2,
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['src/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          isolate: false,
          setupFiles: ['tests/helpers/setup-dom.ts'],
          // A guard against a hung test, not a wait: a form test with many steps took 53 s at a load
          // average of 16 on 2 cores (2 s idle). Above Testing Library's 10 s wait (setup-dom.ts).
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'api',
          include: ['tests/api/**/*.test.ts'],
          // TEST_CLOCK: the suite at another moment (tests/helpers/shifted-clock.mjs). The S3 server
          // refuses requests signed an hour or more from its own clock, so the storage file sits out.
          ...(process.env.TEST_CLOCK ? { setupFiles: ['tests/helpers/shifted-clock.mjs'], exclude: ['tests/api/storage.test.ts'] } : {}),
          environment: 'node',
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.e2e.ts'],
          environment: 'node',
          // One file at a time: each holds a server and a Chromium, and two at once on 2 cores made
          // every test about 1.8 times slower (1,286 s instead of 1,381 s for the suite in CI).
          maxWorkers: 1,
          // A guard against a hung test, not a wait: a test that checks ten screens with axe ran out
          // of 60 s with two files at a time at a load average of 15 on 2 cores.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
