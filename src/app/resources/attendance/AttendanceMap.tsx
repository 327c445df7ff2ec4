import { lazy, Suspense } from 'react';
import { Box, Typography } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import type { TAttendanceWithPositions } from '../../../shared/schemas/attendance';
import type { TMapPoint } from '../../components/map';

const GeoMap = lazy(() => import('../../components/map/GeoMap').then((m) => ({ default: m.GeoMap })));

/** The coordinates still retained on this page (admin and moderator only get them). */
export const mapPoints = (records: Partial<TAttendanceWithPositions>[], label: (kind: 'checkIn' | 'checkOut', name: string) => string): TMapPoint[] =>
  records.flatMap((r) => {
    const name = r.userName ?? `#${r.userId}`;
    const points: TMapPoint[] = [];
    if (r.checkInLat != null && r.checkInLng != null) points.push({ id: `${r.id}-in`, lat: r.checkInLat, lng: r.checkInLng, label: label('checkIn', name) });
    if (r.checkOutLat != null && r.checkOutLng != null) points.push({ id: `${r.id}-out`, lat: r.checkOutLat, lng: r.checkOutLng, label: label('checkOut', name) });
    return points;
  });

export const AttendanceMap = () => {
  const translate = useTranslate();
  const { data = [] } = useListContext<TAttendanceWithPositions>();
  const points = mapPoints(data, (kind, name) => translate(`resources.attendance.map.${kind}`, { name }));
  return (
    <Box sx={{ p: 2 }} data-testid="attendance-map">
      <Typography variant="subtitle2" sx={{ mb: 1 }}>{translate('resources.attendance.map.title')}</Typography>
      {points.length ? (
        <Suspense fallback={null}>
          <GeoMap points={points} height={{ xs: 280, md: 360 }} ariaLabel={translate('resources.attendance.map.title')} />
        </Suspense>
      ) : (
        <Typography color="text.secondary" data-testid="attendance-map-empty">{translate('resources.attendance.map.empty')}</Typography>
      )}
    </Box>
  );
};
