export type TMapId = string | number;

export interface TLatLng {
  lat: number;
  lng: number;
}

/** A site on the map: its position, its geofence radius in metres and a name. */
export interface TMapPoint extends TLatLng {
  id: TMapId;
  radiusMeters?: number | null;
  label?: string;
}

export interface TGeoMapProps {
  points: TMapPoint[];
  selectedId?: TMapId;
  /** Picker mode: a click (or tap) on the map places the position. */
  onPick?: (position: TLatLng) => void;
  onSelect?: (id: TMapId) => void;
  height?: number | string | Record<string, number | string>;
  ariaLabel?: string;
}

/** Italy, when there is nothing to show yet. */
export const DEFAULT_VIEW = { center: { lat: 42.3, lng: 12.6 }, zoom: 5 } as const;

/** Six decimals: about 10 cm, more than any phone's GPS gives. */
export const roundCoordinate = (value: number) => Math.round(value * 1e6) / 1e6;
