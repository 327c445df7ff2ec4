export { GeoMap } from './GeoMap';
export { PositionInputs } from './PositionInputs';
export type { TGeoMapProps, TLatLng, TMapId, TMapPoint } from './types';
