import { ROLES } from '../../shared/roles';
import type { TSessionUser } from '../../shared/schemas/auth';

/**
 * Hand-written checks of the stored state (zod stays out of the first download). Anything that
 * does not match exactly is treated as corrupt.
 */
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const isNullableString = (v: unknown) => v === null || typeof v === 'string';
const isInt = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v);

export const isSessionUser = (v: unknown): v is TSessionUser =>
  isObject(v) &&
  isInt(v.id) &&
  isNullableString(v.fiscalCode) &&
  isNullableString(v.username) &&
  typeof v.email === 'string' &&
  isNullableString(v.firstName) &&
  isNullableString(v.lastName) &&
  Array.isArray(v.roles) &&
  v.roles.every((r) => (ROLES as readonly string[]).includes(r as string)) &&
  Array.isArray(v.companyIds) &&
  v.companyIds.every(isInt) &&
  (v.mustChangePassword === undefined || typeof v.mustChangePassword === 'boolean');

export const isSession = (v: unknown): v is { user: TSessionUser; token: string } =>
  isObject(v) && isSessionUser(v.user) && typeof v.token === 'string' && v.token.length > 0;

export const isCompanyChoice = (v: unknown): v is { id: number; name: string } =>
  isObject(v) && isInt(v.id) && v.id >= 0 && typeof v.name === 'string';

export const isIntIn = (v: unknown, min: number, max: number): v is number => isInt(v) && v >= min && v <= max;

export { isObject };
