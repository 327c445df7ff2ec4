import { Alert, Box, Card, CardContent, Typography } from '@mui/material';
import { EditButton, FunctionField, Labeled, Show, TextField, TopToolbar, useRecordContext, useTranslate } from 'react-admin';
import type { TAttendance, TAttendanceWithPositions } from '../../../shared/schemas/attendance';
import { missingProps } from '../../components/RecordMissing';
import { formatDateTime } from '../../pages/attendance/format';
import { AttendanceHistory, handEdits, useAttendanceHistory } from './AttendanceHistory';
import { useCanCorrect } from './AttendanceList';
import { ReviewedButton } from './ReviewedButton';
import { CheckInField, CheckOutField, FlagChips, HoursField, InsideChip } from './fields';

const Actions = () => {
  const canCorrect = useCanCorrect();
  return (
    <TopToolbar>
      {canCorrect && <ReviewedButton />}
      {canCorrect && <EditButton label="resources.attendance.correct" />}
    </TopToolbar>
  );
};

const Details = () => {
  const record = useRecordContext<TAttendanceWithPositions>();
  const translate = useTranslate();
  const history = useAttendanceHistory(record);
  if (!record) return null;
  const { corrected, checkOutByHand } = handEdits(history, record);
  const system = translate('resources.attendance.history.system');
  const position = (lat?: number | null, lng?: number | null) => (lat != null && lng != null ? ` (${lat.toFixed(5)}, ${lng.toFixed(5)})` : '');
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <FlagChips record={record} />
      {record.offline && <Alert severity="info" data-testid="offline-note">{translate('resources.attendance.offlineHelp')}</Alert>}
      {record.positionsPurgedAt && <Alert severity="info">{translate('resources.attendance.purged')}</Alert>}
      <Card variant="outlined" sx={{ borderRadius: 2 }}>
        <CardContent sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(3, 1fr)' }, gap: 2 }}>
          <Labeled><TextField source="userName" /></Labeled>
          <Labeled><TextField source="siteName" emptyText="—" /></Labeled>
          <Labeled source="source">
            <Box data-testid="attendance-origin">
              <FunctionField<TAttendance> render={(r) => translate(`resources.attendance.sources.${r.source}`)} />
              {corrected && (
                <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="attendance-corrected">
                  {translate('resources.attendance.correctedBy', { name: corrected.actorName ?? system, at: formatDateTime(corrected.at) })}
                </Typography>
              )}
            </Box>
          </Labeled>
          <Labeled source="checkIn"><CheckInField /></Labeled>
          <Labeled source="checkOut"><CheckOutField /></Labeled>
          <Labeled source="minutes"><HoursField /></Labeled>
          <Labeled label="resources.attendance.fields.checkInInside">
            <Box><InsideChip value={record.checkInInside} distance={record.checkInDistance} />{position(record.checkInLat, record.checkInLng)}</Box>
          </Labeled>
          <Labeled label="resources.attendance.fields.checkOutInside">
            {checkOutByHand ? (
              <Typography variant="body2" data-testid="checkout-by-hand">{translate('resources.attendance.checkOutByHand', { name: checkOutByHand.actorName ?? system })}</Typography>
            ) : (
              <Box><InsideChip value={record.checkOutInside} distance={record.checkOutDistance} />{position(record.checkOutLat, record.checkOutLng)}</Box>
            )}
          </Labeled>
          {record.checkInReceivedAt && (
            <Labeled source="checkInReceivedAt"><Box data-testid="check-in-received">{formatDateTime(record.checkInReceivedAt)}</Box></Labeled>
          )}
          {record.checkOutReceivedAt && (
            <Labeled source="checkOutReceivedAt"><Box data-testid="check-out-received">{formatDateTime(record.checkOutReceivedAt)}</Box></Labeled>
          )}
          <Labeled><TextField source="note" emptyText="—" /></Labeled>
          {record.editReason && <Labeled><TextField source="editReason" /></Labeled>}
          {record.editedAt && <Labeled source="editedAt"><Box>{formatDateTime(record.editedAt)}</Box></Labeled>}
        </CardContent>
      </Card>
      <AttendanceHistory />
    </Box>
  );
};

/** One record with its history: who clocked or changed it, when, why, before → after. */
export const AttendanceShow = () => (
  <Show actions={<Actions />} {...missingProps}>
    <Box sx={{ p: 2 }}>
      <Details />
    </Box>
  </Show>
);
