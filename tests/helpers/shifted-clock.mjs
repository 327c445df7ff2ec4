// TEST_CLOCK=2026-12-03T23:05:00Z npm run test:api: the API suite as if it ran at another moment
// (the clock set there when the run starts, and running on), to find the tests and the code that
// depend on the hour: just before and after midnight in Rome, the 1st of a month, a Sunday. The
// databases keep their own clock (a column's default stamp is today's), which no test compares
// with the hour. Not part of `npm test`.
//
// Loaded by Vitest before each API file (vitest.config.ts) and, through NODE_OPTIONS, by every
// Node process a test starts (a server under a write load, a backup): the offset is worked out
// once and handed down in TEST_CLOCK_OFFSET_MS, so they all tell the same time.
const target = process.env.TEST_CLOCK;
if (target && !globalThis.presidioShifted) {
  globalThis.presidioShifted = true;
  const Real = Date;
  let offset = Number(process.env.TEST_CLOCK_OFFSET_MS);
  if (!Number.isFinite(offset)) {
    const at = Real.parse(target);
    if (Number.isNaN(at)) throw new Error(`TEST_CLOCK is not an instant: ${target}`);
    offset = at - Real.now();
    process.env.TEST_CLOCK_OFFSET_MS = String(offset);
    process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import ${new URL(import.meta.url).href}`.trim();
  }
  class Shifted extends Real {
    constructor(...args) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...args);
    }

    static now() {
      return Real.now() + offset;
    }
  }
  globalThis.Date = Shifted;
}
