import { describe, expect, it } from 'vitest';
import { required } from 'react-admin';
import { optionalText, requiredText, z } from '../../shared/schemas/zod';
import { ZRequestCreate } from '../../shared/schemas/request';
import { ZUserCreate } from '../../shared/schemas/user';
import { requiredCheck, requiredKeys } from './requiredFields';

describe('the keys a schema requires', () => {
  it('are those that take neither a missing value nor null', () => {
    const schema = z.object({
      name: requiredText(),
      note: optionalText(),
      count: z.number(),
      kind: z.enum(['A', 'B']).default('A'),
      maybe: z.string().optional(),
      nothing: z.string().nullable(),
      either: z.string().nullish(),
      flag: z.boolean(),
    });
    expect([...requiredKeys(schema)]).toEqual(['name', 'count', 'flag']);
  });

  it('look through a refinement and a transform of the whole object', () => {
    const refined = z.object({ a: z.string(), b: optionalText() }).superRefine(() => undefined);
    expect([...requiredKeys(refined)]).toEqual(['a']);
    expect([...requiredKeys(refined.transform((value) => value))]).toEqual(['a']);
    expect([...requiredKeys(z.string())]).toEqual([]);
  });

  it('follow the shared schemas (a user, a client’s request)', () => {
    expect([...requiredKeys(ZUserCreate)].sort()).toEqual(['email', 'firstName', 'lastName']);
    expect([...requiredKeys(ZRequestCreate)].sort()).toEqual(['headcount', 'serviceType', 'siteId', 'startDate', 'title']);
  });
});

describe('requiredCheck', () => {
  it('says what react-admin’s required() says, without flagging the input as required', () => {
    const check = requiredCheck('resources.attendance.reasonRequired');
    expect(check('', {})).toEqual(required('resources.attendance.reasonRequired')('', {}));
    expect(check('', {})).toBeTruthy();
    expect(check('ok', {})).toBeUndefined();
    expect((check as { isRequired?: boolean }).isRequired).toBeUndefined();
  });
});
