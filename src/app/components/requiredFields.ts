import type { z } from 'zod';
import { required } from 'react-admin';

/** The object a schema checks: itself, or the input of a pipe (an object with a `.transform`). */
const objectOf = (schema: z.ZodType): z.ZodObject | null => {
  const def = schema._zod.def as { type: string; in?: z.ZodType };
  if (def.type === 'object') return schema as z.ZodObject;
  if (def.type === 'pipe' && def.in) return objectOf(def.in);
  return null;
};

/**
 * The top-level keys of an object schema that a user must fill: those that take neither a
 * missing value (optional, or with a default) nor null (nullable, nullish as the optional texts
 * are). The forms mark these inputs as required, so the asterisks follow the schema that checks
 * them. Rules across fields (a `superRefine`) are not seen here: each form marks those itself.
 *
 * An input is marked with its `required` prop (MUI's asterisk, and the required attribute that
 * screen readers announce), so its form needs `noValidate`: the schema's messages, not the
 * browser's bubble. A group of checkboxes or radios takes `isRequired` instead (its legend's
 * asterisk: with `required`, MUI would star every option), as does a SelectInput that must never
 * offer the empty choice.
 */
export const requiredKeys = (schema: z.ZodType): ReadonlySet<string> => {
  const object = objectOf(schema);
  if (!object) return new Set();
  const shape = object.shape as Record<string, z.ZodType>;
  return new Set(Object.keys(shape).filter((key) => !shape[key].isOptional() && !shape[key].isNullable()));
};

/**
 * react-admin's `required()` check without its own mark, for inputs given the `required` prop:
 * that prop marks them (MUI's asterisk and the input's required attribute), not twice.
 */
export const requiredCheck = (message?: string) => {
  const check = required(message);
  return (value: unknown, values: object) => check(value, values);
};
