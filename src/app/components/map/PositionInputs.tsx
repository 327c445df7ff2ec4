import { useState } from 'react';
import { Box, Slider, TextField, Typography } from '@mui/material';
import { NumberInput, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { RADIUS_METERS } from '../../../shared/schemas/geo';
import { GeoMap } from './GeoMap';
import { parsePosition } from './parsePosition';
import type { TLatLng } from './types';

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/**
 * Position and geofence of a site, inside a react-admin form: a click on the map places the
 * marker, the circle follows the radius, and the coordinates can be typed instead, or pasted as
 * "lat, lng" or a maps link (no map search service is reachable from every office).
 */
export const PositionInputs = ({ label }: { label?: string }) => {
  const translate = useTranslate();
  const { setValue } = useFormContext();
  const [lat, lng, radius] = useWatch({ name: ['lat', 'lng', 'radiusMeters'] }) as [unknown, unknown, unknown];
  const radiusMeters = isNumber(radius) ? radius : RADIUS_METERS.default;
  const placed = isNumber(lat) && isNumber(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;
  const pick = ({ lat: la, lng: ln }: TLatLng) => {
    setValue('lat', la, { shouldDirty: true, shouldValidate: true });
    setValue('lng', ln, { shouldDirty: true, shouldValidate: true });
  };
  const setRadius = (value: number) => setValue('radiusMeters', value, { shouldDirty: true, shouldValidate: true });
  const [pasted, setPasted] = useState('');
  const [pasteState, setPasteState] = useState<'idle' | 'placed' | 'unknown'>('idle');
  const paste = (text: string) => {
    setPasted(text);
    if (!text.trim()) return setPasteState('idle');
    const position = parsePosition(text);
    if (position) pick(position);
    setPasteState(position ? 'placed' : 'unknown');
  };

  return (
    <Box sx={{ width: '100%' }}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {translate(placed ? 'map.pickAgain' : 'map.pickHint')}
      </Typography>
      <GeoMap
        height={{ xs: 260, sm: 320 }}
        ariaLabel={label ?? translate('map.pickerLabel')}
        points={placed ? [{ id: 'picked', lat, lng, radiusMeters, label }] : []}
        selectedId="picked"
        onPick={pick}
      />
      <TextField
        value={pasted}
        onChange={(event) => paste(event.target.value)}
        label={translate('map.paste')}
        placeholder="41.9028, 12.4964"
        error={pasteState === 'unknown'}
        helperText={translate(pasteState === 'unknown' ? 'map.pasteUnknown' : pasteState === 'placed' ? 'map.pastePlaced' : 'map.pasteHelp')}
        fullWidth
        size="small"
        sx={{ mt: 2 }}
        slotProps={{ htmlInput: { 'data-testid': 'position-paste', autoComplete: 'off' } }}
      />
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: '1fr 1fr 1fr' }, columnGap: 2, mt: 1 }}>
        <NumberInput source="lat" label="map.lat" step="any" min={-90} max={90} fullWidth />
        <NumberInput source="lng" label="map.lng" step="any" min={-180} max={180} fullWidth />
        <NumberInput
          source="radiusMeters"
          label="map.radius"
          step={1}
          min={RADIUS_METERS.min}
          max={RADIUS_METERS.max}
          fullWidth
          helperText={translate('map.radiusHelp', { min: RADIUS_METERS.min, max: RADIUS_METERS.max })}
          sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        />
      </Box>
      <Box sx={{ px: 1 }}>
        <Slider
          value={Math.min(Math.max(radiusMeters, RADIUS_METERS.min), RADIUS_METERS.max)}
          min={RADIUS_METERS.min}
          max={RADIUS_METERS.max}
          step={10}
          onChange={(_, value) => setRadius(value as number)}
          valueLabelDisplay="auto"
          valueLabelFormat={(value) => `${value} m`}
          aria-label={translate('map.radius')}
          data-testid="radius-slider"
        />
      </Box>
    </Box>
  );
};
