// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ZAttendance } from '../../shared/schemas/attendance';
import { ZClient } from '../../shared/schemas/client';
import { ZClientSite } from '../../shared/schemas/client-site';
import { ZCompany } from '../../shared/schemas/company';
import { ZDeadline, ZMedicalFitness } from '../../shared/schemas/deadline';
import { ZDocument } from '../../shared/schemas/document';
import { ZNotification } from '../../shared/schemas/notification';
import { ZPermission } from '../../shared/schemas/permission';
import { ZPlace } from '../../shared/schemas/place';
import { ZRequest } from '../../shared/schemas/request';
import { ZTrainingRecord } from '../../shared/schemas/training';
import { ZUser } from '../../shared/schemas/user';
import { ZVehicle } from '../../shared/schemas/vehicle';
import { ZPost, ZShift } from '../../shared/schemas/workforce';
import { AppError } from '../errors';
import { ATTENDANCE_LIST } from '../resources/attendance/list';
import { CLIENT_SITE_LIST } from '../resources/client-site/repository';
import { CLIENT_LIST } from '../resources/client/repository';
import { COMPANY_LIST } from '../resources/company/repository';
import { DEADLINE_LIST } from '../resources/deadline/repository';
import { DOCUMENT_LIST } from '../resources/document/repository';
import { MEDICAL_LIST } from '../resources/medical-fitness/repository';
import { NOTIFICATION_LIST } from '../resources/notification/repository';
import { PERMISSION_LIST } from '../resources/permission/repository';
import { PLACE_LIST } from '../resources/place/repository';
import { REQUEST_LIST } from '../resources/request/requests/repository';
import { TRAINING_LIST } from '../resources/training/repository';
import { USER_LIST } from '../resources/user/repository';
import { VEHICLE_LIST } from '../resources/vehicle/repository';
import { POST_LIST } from '../resources/workforce/posts/repository';
import { SHIFT_LIST } from '../resources/workforce/shifts/repository';
import { field, type FilterType, type ListSpec, parseListQuery } from './list-query';

const SPEC: ListSpec = {
  sortable: { id: 'id' },
  filterable: {
    id: field.id('id'),
    active: field.boolean('active'),
    status: field.enum('status', ['ACTIVE', 'CLOSED']),
    name: field.text('name'),
    endDate: field.date('endDate', { nullable: true }),
    createdAt: field.instant('createdAt'),
    count: field.integer('count'),
  },
  searchable: [],
  defaultSort: { field: 'id', order: 'asc' },
};

const filterOf = (filter: unknown) => parseListQuery({ filter: typeof filter === 'string' ? filter : JSON.stringify(filter) }, SPEC).filter;
const refusal = (filter: unknown) => {
  try {
    filterOf(filter);
  } catch (error) {
    return error instanceof AppError ? error.options.fields : error;
  }
  return undefined;
};

describe('parseListQuery: typed filters', () => {
  it('takes values of their field type, as the columns compare them', () => {
    expect(filterOf({ id: '7', active: 'true', status: ['ACTIVE'], name: 'x', endDate: null, count: -3 })).toEqual({
      id: 7,
      active: true,
      status: ['ACTIVE'],
      name: 'x',
      endDate: null,
      count: -3,
    });
    expect(filterOf({ active: 0, id: [1, '2'] })).toEqual({ active: false, id: [1, 2] });
    expect(filterOf({ endDate_gte: '2026-01-31', endDate_lte: '2100-12-31' })).toEqual({ endDate_gte: '2026-01-31', endDate_lte: '2100-12-31' });
  });

  it('reads an instant in UTC, and a day bound as the whole Rome day', () => {
    expect(filterOf({ createdAt: '2026-11-02T08:00:00+01:00' })).toEqual({ createdAt: '2026-11-02T07:00:00.000Z' });
    expect(filterOf({ createdAt_gte: '2026-07-01', createdAt_lte: '2026-07-01' })).toEqual({
      createdAt_gte: '2026-06-30T22:00:00.000Z',
      createdAt_lte: '2026-07-01T21:59:59.999Z',
    });
  });

  it.each([
    // Class 1: a bound is one value of the type, never a list, an object or null.
    ['endDate_lte', ['2026-01-01']],
    ['endDate_gte', []],
    ['id_gte', [1]],
    ['id_lte', null],
    ['name_gte', { a: 1 }],
    // Bounds on a flag or an enum compare nothing.
    ['active_gte', true],
    ['status_lte', 'ACTIVE'],
    // Class 2: values of another type, or past what the column holds.
    ['active', 'abc'],
    ['active', 1_099_511_627_776],
    ['active', 2],
    ['active', null],
    ['active', [true, 'x']],
    ['id', 'abc'],
    ['id', 2_147_483_648],
    ['id', -1],
    ['count', 2 ** 31],
    ['count', '5'],
    ['status', 'OPEN'],
    ['status', ['ACTIVE', 'OPEN']],
    ['name', 42],
    ['name', 'a\u0000b'],
    ['name', 'a\u0007b'],
    ['name', 'a\u007fb'],
    ['name', [['x']]],
    ['endDate', '2026-02-30'],
    ['endDate', '0999-01-01'],
    ['endDate', '2101-01-01'],
    ['endDate', 20260101],
    ['createdAt', '2026-01-01'],
    ['createdAt', '2026-11-02T08:00'],
    ['createdAt', '9999-12-31T00:00:00Z'],
    ['createdAt_gte', 'abc'],
    ['createdAt_gte', '1899-12-31'],
    ['createdAt_lte', '0001-01-01T00:00:00Z'],
  ])('refuses %s = %j with filter.<key> validation.invalid', (key, value) => {
    expect(refusal({ [key]: value })).toEqual({ [`filter.${key}`]: 'validation.invalid' });
  });

  it.each([['{"__proto__":1}', '__proto__'], ['{"constructor":1}', 'constructor'], ['{"toString_gte":1}', 'toString_gte'], ['{"colour":"red"}', 'colour']])(
    'refuses %s as a field it does not know',
    (filter, key) => {
      expect(refusal(filter)).toEqual({ [`filter.${key}`]: 'validation.notFilterable' });
    },
  );
});

/** What a zod field is, under its optional / nullable / default wrappers. */
const kindOf = (schema: z.ZodType): { kind: string; values?: readonly unknown[]; nullable: boolean } => {
  let current = schema as unknown as { _zod: { def: { type: string; innerType?: unknown; in?: unknown } }; options?: unknown[] };
  let nullable = false;
  for (;;) {
    const { type, innerType } = current._zod.def;
    if (type === 'nullable') nullable = true;
    if (!['nullable', 'optional', 'default', 'readonly'].includes(type)) break;
    current = innerType as typeof current;
  }
  const { type } = current._zod.def;
  return { kind: type, values: type === 'enum' ? current.options : undefined, nullable };
};

/** Which filter types agree with a zod kind: a string may be any text, a day, an instant or a catalogue's code. */
const AGREEING: Record<string, FilterType[]> = {
  boolean: ['boolean'],
  number: ['id', 'integer'],
  enum: ['enum'],
  string: ['text', 'enum', 'date', 'instant'],
};

/** The disagreements between a list's filter types and its record's schema, over the fields both name. */
const mismatches = (spec: ListSpec, schema: z.ZodObject) => {
  const found: string[] = [];
  let compared = 0;
  for (const [name, declared] of Object.entries(spec.filterable)) {
    const shape = schema.shape[name] as z.ZodType | undefined;
    if (!shape) continue;
    compared += 1;
    const { kind, values, nullable } = kindOf(shape);
    if (!(AGREEING[kind] ?? []).includes(declared.type)) found.push(`${name}: ${declared.type} for a zod ${kind}`);
    if (kind === 'enum' && declared.type === 'enum' && [...(declared.values ?? [])].sort().join() !== [...(values ?? [])].map(String).sort().join()) {
      found.push(`${name}: enum values differ`);
    }
    if (declared.nullable && !nullable) found.push(`${name}: null on a field that is never null`);
  }
  return { found, compared };
};

const PAIRS: Array<[string, ListSpec, z.ZodObject]> = [
  ['attendance', ATTENDANCE_LIST, ZAttendance],
  ['client', CLIENT_LIST, ZClient],
  ['client-site', CLIENT_SITE_LIST, ZClientSite],
  ['company', COMPANY_LIST, ZCompany],
  ['deadlines', DEADLINE_LIST, ZDeadline],
  ['document', DOCUMENT_LIST, ZDocument],
  ['medical-fitness', MEDICAL_LIST, ZMedicalFitness],
  ['notification', NOTIFICATION_LIST, ZNotification],
  ['permission', PERMISSION_LIST, ZPermission],
  ['place', PLACE_LIST, ZPlace],
  ['request', REQUEST_LIST, ZRequest],
  ['training', TRAINING_LIST, ZTrainingRecord],
  ['user', USER_LIST, ZUser],
  ['vehicle', VEHICLE_LIST, ZVehicle],
  ['workforce/posts', POST_LIST, ZPost],
  ['workforce/shifts', SHIFT_LIST, ZShift],
];

describe("filter types agree with the resource's schema", () => {
  it.each(PAIRS)('%s', (_name, spec, schema) => {
    const { found, compared } = mismatches(spec, schema);
    expect(found).toEqual([]);
    expect(compared).toBeGreaterThan(1);
  });

  it('catches a flag declared as text, an enum with other values, and a null the record never has', () => {
    const wrong: ListSpec = {
      ...CLIENT_LIST,
      filterable: { ...CLIENT_LIST.filterable, active: field.text('active'), companyId: field.id('companyId', { nullable: true }) },
    };
    expect(mismatches(wrong, ZClient).found).toEqual(['companyId: null on a field that is never null', 'active: text for a zod boolean']);
    const statuses: ListSpec = { ...COMPANY_LIST, filterable: { ...COMPANY_LIST.filterable, status: field.enum('status', ['ACTIVE']) } };
    expect(mismatches(statuses, ZCompany).found).toEqual(['status: enum values differ']);
  });
});
