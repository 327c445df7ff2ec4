import fc from 'fast-check';

/**
 * Malformed values for the fuzz test (tests/api/fuzz.test.ts): what a careless or hostile client
 * may put in a query parameter or a JSON body. None of them spells SQL, a stack or a file path,
 * so an answer that echoes one back (a record saved with it) is never taken for a leak.
 */

/** Keys that name something on every object rather than a field. */
export const PROTO_KEYS = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'] as const;

const CONTROL = [...Array.from({ length: 32 }, (_, c) => String.fromCharCode(c)), '\u007f', '\u0085', '\u2028', '\ufeff', '\ud800'];

/** Strings that look like numbers, dates, months, times, booleans or JSON, and are not quite. */
const TRICKY = [
  '', ' ', 'abc', 'NaN', 'Infinity', '-Infinity', 'null', 'undefined', 'true', 'false', '1', '0', '-1', '-0', '1e309', '0x10',
  '1.5', '99999999999', '9999999999999999999999', '1099511627776', '2026-13-45', '2026-02-30', '0001-01', '0000-00-00',
  '0999-12', '9999-12', '9999-12-31', '1899-12-31', '2101-01-01', '2026-00', '2026-1', '+02026-01', '2026-01-01T25:00:00Z',
  '2026-01-01T10:00:00', '2026-01-01T10:00:00+99:00', '275760-09-13', '24:00', '99:99', '-01:00', '%00', '%', '\\', '"', "'",
  '{"a":1}', '[1,2]', '[]', '{}', 'ROLE_ADMIN', 'FERIE', ...PROTO_KEYS,
];

const control = fc.constantFrom(...CONTROL);

export const nastyString: fc.Arbitrary<string> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...TRICKY) },
  { weight: 2, arbitrary: fc.string({ maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ maxLength: 12, unit: 'binary' }) },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 8 }), control, fc.string({ maxLength: 8 })).map((parts) => parts.join('')) },
  { weight: 1, arbitrary: fc.integer({ min: 256, max: 20_000 }).chain((n) => fc.constantFrom('x', 'é', '9', ' ').map((c) => c.repeat(n))) },
);

export const nastyNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(0, -1, -0, 1, 1.5, 2 ** 31 - 1, 2 ** 31, -(2 ** 31) - 1, 2 ** 53, -(2 ** 53), 1099511627776, 1e21, 1e308, -1e308, Number.MIN_VALUE),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** An object whose own keys may be prototype names (fromEntries makes them own properties, which JSON keeps). */
const objectOf = (keys: fc.Arbitrary<string>, value: fc.Arbitrary<unknown>, maxKeys = 4) =>
  fc.array(fc.tuple(keys, value), { maxLength: maxKeys }).map((entries) => Object.fromEntries(entries));

export const anyKey: fc.Arbitrary<string> = fc.oneof(fc.constantFrom(...PROTO_KEYS), fc.string({ maxLength: 10 }), fc.constantFrom('id', 'companyId', 'q', 'a.b', ''));

/** Any JSON value, nested a little, of every type. */
export const junk: fc.Arbitrary<unknown> = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constant(null),
    fc.boolean(),
    nastyNumber,
    nastyString,
    fc.array(tie('value'), { maxLength: 3 }),
    objectOf(anyKey, tie('value'), 3),
  ),
})).value;

/** A value meant to be of some type, in the wrong type or out of range, or right: every field gets every type. */
export const typedJunk: fc.Arbitrary<unknown> = fc.oneof(
  junk,
  fc.constantFrom(true, false, 0, 1, 2, 'true', 'false', 'yes', [], [null], [[]], {}, { gte: 1 }),
  fc.constantFrom('2026-01-01', '2026-01-01T00:00:00Z', '2026-01-01T00:00:00.000+01:00', '2026-01', '10:00', 'ROLE_WORKER', 'FERIE', 'OPEN'),
  fc.array(fc.oneof(nastyString, nastyNumber, fc.constantFrom('2026-01-01', true, null)), { maxLength: 3 }),
  fc.integer({ min: 1, max: 60 }),
);

/** A query parameter's raw text: JSON of anything, JSON that does not parse, or plain text. */
export const rawParam = (json: fc.Arbitrary<unknown>): fc.Arbitrary<string> =>
  fc.oneof(
    { weight: 6, arbitrary: json.map((value) => JSON.stringify(value) ?? 'undefined') },
    { weight: 1, arbitrary: fc.constantFrom('[', '{', '{"a":', '["id",', '[0,', 'undefined', "{'a':1}", '[0,1]]', '\u0000', 'NaN', '%7B') },
    { weight: 1, arbitrary: nastyString },
  );

/** A well-formed value, often: so that the other parameters' junk reaches the query, not only the first check. */
const mostlyValid = (valid: fc.Arbitrary<unknown>, broken: fc.Arbitrary<string>) =>
  fc.oneof({ weight: 1, arbitrary: valid.map((v) => JSON.stringify(v)) }, { weight: 1, arbitrary: broken });

export const sortValue = (fields: string[]) =>
  mostlyValid(fc.tuple(fc.constantFrom(...fields), fc.constantFrom('ASC', 'DESC')), rawParam(
    fc.oneof(
      fc.tuple(fc.constantFrom(...fields, ...PROTO_KEYS, 'nope'), fc.oneof(fc.constantFrom('ASC', 'DESC', 'asc', 'desc'), nastyString)),
      fc.tuple(junk, junk),
      fc.array(junk, { maxLength: 3 }),
      junk,
    ),
  ));

export const rangeValue = mostlyValid(fc.tuple(fc.nat(30), fc.nat(30)).map(([a, n]) => [a, a + n]), rawParam(
  fc.oneof(
    fc.tuple(nastyNumber, nastyNumber),
    fc.tuple(fc.nat(100), fc.nat(100)),
    fc.tuple(junk, junk),
    fc.array(fc.oneof(nastyNumber, nastyString), { maxLength: 4 }),
    junk,
  ),
));

/** A filter naming the list's own fields (and their bounds), prototype keys, unknown fields and `q`. */
export const filterValue = (fields: string[]) => {
  const names = [...fields, ...fields.map((f) => `${f}_gte`), ...fields.map((f) => `${f}_lte`)];
  const key = fc.oneof({ weight: 6, arbitrary: fc.constantFrom(...names, 'q') }, { weight: 1, arbitrary: anyKey });
  return rawParam(fc.oneof({ weight: 6, arbitrary: objectOf(key, typedJunk, 3) }, { weight: 1, arbitrary: junk }));
};

/** How a body is broken: one of its fields wrong, missing, nested or extra, or the whole body wrong. */
export type BodyMutation =
  | { kind: 'field'; field: string; value: unknown }
  | { kind: 'drop'; field: string }
  | { kind: 'wrap'; field: string; as: 'array' | 'object' }
  | { kind: 'extra'; field: string; value: unknown }
  | { kind: 'whole'; value: unknown }
  | { kind: 'text'; text: string }
  | { kind: 'huge'; field: string; size: number };

export const bodyMutation = (fields: string[]): fc.Arbitrary<BodyMutation> => {
  const f = fields.length ? fc.constantFrom(...fields) : anyKey;
  return fc.oneof(
    { weight: 8, arbitrary: fc.record({ kind: fc.constant('field' as const), field: f, value: typedJunk }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), field: f }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('wrap' as const), field: f, as: fc.constantFrom('array' as const, 'object' as const) }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('extra' as const), field: anyKey, value: junk }) },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('whole' as const), value: fc.oneof(junk, fc.constantFrom([], {}, [{}], '', 0, null, true)) }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('text' as const), text: fc.constantFrom('{', '{"a":', '[', 'nul', '"\u0000"', '{"a":"\\u0000"}', '{"a":1}}', '\u0000', '  ') }) },
    { weight: 1, arbitrary: fc.record({ kind: fc.constant('huge' as const), field: f, size: fc.integer({ min: 10_000, max: 300_000 }) }) },
  );
};

/** A body sent as this text with a JSON content type, for the JSON parser itself. */
export class RawJson {
  constructor(readonly text: string) {}
}

/** The payload a mutation makes of a valid body: any JSON value, or RawJson. */
export const mutate = (body: Record<string, unknown>, mutations: BodyMutation[]): unknown => {
  let out: unknown = { ...body };
  for (const m of mutations) {
    const record = out !== null && typeof out === 'object' && !Array.isArray(out) && !(out instanceof RawJson) ? (out as Record<string, unknown>) : undefined;
    if (m.kind === 'whole') out = m.value;
    else if (m.kind === 'text') out = new RawJson(m.text);
    else if (!record) continue;
    else if (m.kind === 'field' || m.kind === 'extra') out = Object.fromEntries([...Object.entries(record).filter(([k]) => k !== m.field), [m.field, m.value]]);
    else if (m.kind === 'drop') out = Object.fromEntries(Object.entries(record).filter(([k]) => k !== m.field));
    else if (m.kind === 'wrap') out = { ...record, [m.field]: m.as === 'array' ? [record[m.field]] : { [m.field]: record[m.field] } };
    else if (m.kind === 'huge') out = { ...record, [m.field]: m.size % 2 ? 'x'.repeat(m.size) : Array.from({ length: m.size / 10 }, (_, i) => i) };
  }
  return out;
};
