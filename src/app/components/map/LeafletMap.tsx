import 'leaflet/dist/leaflet.css';
import { Fragment, useEffect, useRef, useState } from 'react';
import { Box, Chip, useTheme } from '@mui/material';
import CloudOffOutlined from '@mui/icons-material/CloudOffOutlined';
import L from 'leaflet';
import { Circle, CircleMarker, MapContainer, ScaleControl, TileLayer, Tooltip, useMap, useMapEvents, ZoomControl } from 'react-leaflet';
import { useLocale, useTranslate } from 'react-admin';
import { DEFAULT_VIEW, roundCoordinate, type TGeoMapProps, type TLatLng, type TMapPoint } from './types';

const TILES = 'https://{s}.tile.openstreetmap.org/{z}/{x}/{y}.png';
const ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

const boundsOf = (points: TMapPoint[]) =>
  points.reduce<L.LatLngBounds | null>((bounds, p) => {
    const b = L.latLng(p.lat, p.lng).toBounds(Math.max(p.radiusMeters ?? 0, 60) * 2.4);
    return bounds ? bounds.extend(b) : b;
  }, null);

/** Fits the view to the points when they change; a picked point only pans the map when out of sight. */
const FitView = ({ points, picking }: { points: TMapPoint[]; picking: boolean }) => {
  const map = useMap();
  const fitted = useRef(false);
  const key = points.map((p) => `${p.id}:${p.lat}:${p.lng}:${p.radiusMeters ?? ''}`).join('|');
  useEffect(() => {
    const bounds = boundsOf(points);
    if (!bounds) return;
    if (picking && fitted.current && map.getBounds().contains(bounds)) return;
    map.fitBounds(bounds, { padding: [24, 24], maxZoom: 17, animate: fitted.current });
    fitted.current = true;
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
};

const Picker = ({ onPick }: { onPick: (position: TLatLng) => void }) => {
  useMapEvents({ click: (event) => onPick({ lat: roundCoordinate(event.latlng.lat), lng: roundCoordinate(event.latlng.lng) }) });
  return null;
};

/**
 * The Leaflet map, in its own chunk with Leaflet's stylesheet. Without internet the tiles fail:
 * markers and geofence circles still draw on a plain gridded background, with a note saying so.
 */
export const LeafletMap = ({ points, selectedId, onPick, onSelect, height = 360, ariaLabel }: TGeoMapProps) => {
  const theme = useTheme();
  const translate = useTranslate();
  const locale = useLocale();
  const [tiles, setTiles] = useState<'pending' | 'ok' | 'failed'>('pending');
  const main = theme.palette.primary.main;
  // A few sites carry their names on the map: without a background they are what tells them apart.
  const labelled = points.length <= 8;
  const accent = theme.palette.secondary.main;

  return (
    <Box
      role="region"
      aria-label={ariaLabel}
      data-testid="geo-map"
      data-tiles={tiles}
      sx={{
        position: 'relative',
        height,
        borderRadius: 2,
        overflow: 'hidden',
        border: 1,
        borderColor: 'divider',
        '& .leaflet-container': {
          height: '100%',
          width: '100%',
          fontFamily: 'inherit',
          cursor: onPick ? 'crosshair' : undefined,
          backgroundColor: '#eef3f6',
          backgroundImage:
            'linear-gradient(rgba(31,72,110,0.07) 1px, transparent 1px), linear-gradient(90deg, rgba(31,72,110,0.07) 1px, transparent 1px)',
          backgroundSize: '32px 32px',
        },
      }}
    >
      <MapContainer center={[DEFAULT_VIEW.center.lat, DEFAULT_VIEW.center.lng]} zoom={DEFAULT_VIEW.zoom} scrollWheelZoom={false} zoomControl={false}>
        {/* Leaflet's own buttons say 'Zoom in' / 'Zoom out'; the control is built again when the language changes. */}
        <ZoomControl key={locale} zoomInTitle={translate('map.zoomIn')} zoomOutTitle={translate('map.zoomOut')} />
        <TileLayer
          url={TILES}
          attribution={ATTRIBUTION}
          maxZoom={19}
          eventHandlers={{
            tileload: () => setTiles('ok'),
            tileerror: () => setTiles((current) => (current === 'ok' ? current : 'failed')),
          }}
        />
        <ScaleControl imperial={false} />
        <FitView points={points} picking={!!onPick} />
        {onPick && <Picker onPick={onPick} />}
        {points.map((point) => {
          const selected = point.id === selectedId;
          const color = selected ? accent : main;
          const select = onSelect ? { click: () => onSelect(point.id) } : undefined;
          return (
            <Fragment key={point.id}>
              {!!point.radiusMeters && (
                <Circle
                  center={[point.lat, point.lng]}
                  radius={point.radiusMeters}
                  pathOptions={{ color, weight: selected ? 3 : 2, fillColor: color, fillOpacity: 0.14 }}
                  eventHandlers={select}
                />
              )}
              <CircleMarker
                center={[point.lat, point.lng]}
                radius={selected ? 8 : 6}
                pathOptions={{ color: '#ffffff', weight: 2, fillColor: color, fillOpacity: 1 }}
                eventHandlers={select}
              >
                {point.label && <Tooltip direction="top" offset={[0, -6]} permanent={labelled}>{point.label}</Tooltip>}
              </CircleMarker>
            </Fragment>
          );
        })}
      </MapContainer>
      {tiles === 'failed' && (
        <Chip
          icon={<CloudOffOutlined />}
          size="small"
          label={translate('map.noTiles')}
          data-testid="map-no-tiles"
          sx={{
            position: 'absolute', top: 8, right: 8, zIndex: 1000, bgcolor: 'background.paper', boxShadow: 1,
            maxWidth: 'calc(100% - 64px)', height: 'auto', py: 0.5, '& .MuiChip-label': { whiteSpace: 'normal' },
          }}
        />
      )}
    </Box>
  );
};
