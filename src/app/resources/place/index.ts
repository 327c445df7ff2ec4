import { lazy } from 'react';

/** /company/places: the company sites ('sedi') on a map, loaded on demand with Leaflet. */
export const place = {
  page: lazy(() => import('./PlacesPage').then((m) => ({ default: m.PlacesPage }))),
};
