import { refId } from './fields';
import { positionFields, positionOutput, RADIUS_METERS, refinePosition } from './geo';
import { optionalText, requiredText, z } from './zod';

const placeFields = {
  companyId: refId(),
  name: requiredText(200),
  address: optionalText(300),
  ...positionFields,
};

/** Body of POST api/place (and of PUT, the whole record): a company's own site ('sede'). */
export const ZPlaceCreate = z
  .object({ ...placeFields, radiusMeters: positionFields.radiusMeters.default(RADIUS_METERS.default) })
  .superRefine(refinePosition);

/** Body of PATCH api/place/{id}: any subset; the pair of coordinates is checked on the result. */
export const ZPlacePatch = z.object(placeFields).partial();

export const ZPlace = z.object({
  id: z.number(),
  companyId: z.number(),
  name: z.string(),
  address: z.string().nullable(),
  ...positionOutput,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TPlaceCreate = z.input<typeof ZPlaceCreate>;
export type TPlacePatch = z.infer<typeof ZPlacePatch>;
export type TPlace = z.infer<typeof ZPlace>;
