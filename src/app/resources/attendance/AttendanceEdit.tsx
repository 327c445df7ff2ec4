import { Edit, SimpleForm, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { missingProps } from '../../components/RecordMissing';
import { formatDateTime } from '../../pages/attendance/format';
import { AttendanceInputs, correctionOf } from './AttendanceInputs';

const Heading = () => {
  const record = useRecordContext<TAttendance>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Typography variant="h6" sx={{ mb: 1 }}>
      {translate('resources.attendance.correct')}: {record.userName} · {record.siteName ?? '—'} · {formatDateTime(record.checkIn)}
    </Typography>
  );
};

/** A correction by admin or moderator: pessimistic, so a refusal (a missing reason, an overlap) shows on the form. */
export const AttendanceEdit = () => (
  <Edit
    mutationMode="pessimistic"
    redirect="show"
    transform={(data, options) => correctionOf(data, options?.previousData)}
    {...missingProps}
  >
    <SimpleForm sx={{ maxWidth: 640 }}>
      <Heading />
      <AttendanceInputs edit />
    </SimpleForm>
  </Edit>
);
