import { ZClientSite } from './client-site';
import { z } from './zod';

/**
 * A client site as api/client-site answers it: with the number of active guards assigned to it,
 * so that the delete confirmation can say how many lose the site.
 */
export const ZClientSiteView = ZClientSite.extend({ assignedGuards: z.number() });

export type TClientSiteView = z.infer<typeof ZClientSiteView>;
