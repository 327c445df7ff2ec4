import { refId } from './fields';
import { positionFields, positionOutput, RADIUS_METERS, refinePosition } from './geo';
import { optionalText, requiredText, z } from './zod';

const siteFields = {
  clientId: refId(),
  name: requiredText(200),
  address: optionalText(300),
  ...positionFields,
};

/** Body of POST api/client-site (and of PUT, the whole record). */
export const ZClientSiteCreate = z
  .object({ ...siteFields, radiusMeters: positionFields.radiusMeters.default(RADIUS_METERS.default) })
  .superRefine(refinePosition);

/** Body of PATCH api/client-site/{id}: any subset; the pair of coordinates is checked on the result. */
export const ZClientSitePatch = z.object(siteFields).partial();

export const ZClientSite = z.object({
  id: z.number(),
  clientId: z.number(),
  /** The client's company, for scope and the top bar's filter; not stored on the site. */
  companyId: z.number(),
  /** The client's name: a site picker names each site's client without asking for the clients. */
  clientName: z.string(),
  name: z.string(),
  address: z.string().nullable(),
  ...positionOutput,
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TClientSiteCreate = z.input<typeof ZClientSiteCreate>;
export type TClientSitePatch = z.infer<typeof ZClientSitePatch>;
export type TClientSite = z.infer<typeof ZClientSite>;
