import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

/** Three suites: unit (pure code and components), api (app.inject on a real database), e2e (Chromium). */
export default defineConfig({
  plugins: [react()],
  test: {
    // expect.poll waits on a condition; its default limit (1 s) is too short for a page on a busy machine.
    expect: { poll: { timeout: 10_000 } },
    // Two files at a time in every suite, also on a 2-core machine (Vitest's own default there is
    // one): a file waits on its database, its server or its browser much of the time, and each file
    // has its own (SQLite folder or PostgreSQL database, server on a free port, browser). The API
    // suite took 395 s instead of about 730 s this way on 2 cores under other load.
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
          // A guard against a hung test, not a wait: a test that checks ten screens with axe ran out
          // of 60 s with two files at a time at a load average of 15 on 2 cores.
          testTimeout: 180_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
