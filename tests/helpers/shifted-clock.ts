/**
 * TEST_CLOCK=2026-12-03T23:05:00Z npm run test:api: the API suite as if it ran at another moment
 * (the clock set there when each file starts, and running on), to find the tests and the code that
 * depend on the hour: just before and after midnight in Rome, the 1st of a month, a Sunday. The
 * databases keep their own clock (a column's default stamp is today's), which no test compares
 * with the hour. Not part of `npm test`.
 */
const clock = globalThis as unknown as { presidioShifted?: boolean; Date: DateConstructor };
const target = process.env.TEST_CLOCK;
if (target && !clock.presidioShifted) {
  const at = Date.parse(target);
  if (Number.isNaN(at)) throw new Error(`TEST_CLOCK is not an instant: ${target}`);
  clock.presidioShifted = true;
  const Real = Date;
  const offset = at - Real.now();
  class Shifted extends Real {
    constructor(...args: ConstructorParameters<DateConstructor> | []) {
      if (args.length === 0) super(Real.now() + offset);
      else super(...(args as [string | number | Date]));
    }

    static now() {
      return Real.now() + offset;
    }
  }
  clock.Date = Shifted as DateConstructor;
}
