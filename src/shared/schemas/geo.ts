import { z } from './zod';

/** A geofence radius in metres: the default and the limits the database also checks. */
export const RADIUS_METERS = { min: 20, max: 2000, default: 150 } as const;

const coordinate = (limit: number, key: string) =>
  z
    .number()
    .min(-limit, key)
    .max(limit, key)
    .nullish()
    .transform((value) => value ?? null);

/** Position and geofence of a client site or a company place; a place without coordinates has no geofence. */
export const positionFields = {
  lat: coordinate(90, 'validation.latitude'),
  lng: coordinate(180, 'validation.longitude'),
  radiusMeters: z.number().int('validation.radius').min(RADIUS_METERS.min, 'validation.radius').max(RADIUS_METERS.max, 'validation.radius'),
};

/** Both coordinates or neither: the field to blame when only one is given. */
export const positionIssue = (value: { lat?: number | null; lng?: number | null }): 'lat' | 'lng' | undefined => {
  if ((value.lat == null) === (value.lng == null)) return undefined;
  return value.lat == null ? 'lat' : 'lng';
};

export const refinePosition = (value: { lat?: number | null; lng?: number | null }, ctx: z.RefinementCtx) => {
  const field = positionIssue(value);
  if (field) ctx.addIssue({ code: 'custom', path: [field], message: 'validation.coordinatesPair' });
};

export const positionOutput = {
  lat: z.number().nullable(),
  lng: z.number().nullable(),
  radiusMeters: z.number(),
};
