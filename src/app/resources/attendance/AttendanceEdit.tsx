import { useMemo } from 'react';
import { Edit, SimpleForm, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Typography } from '@mui/material';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { notifyUnlessToasted } from '../../components/mutationErrors';
import { missingProps } from '../../components/RecordMissing';
import { formatDateTime } from '../../pages/attendance/format';
import { AttendanceInputs, correctionOf } from './AttendanceInputs';
import { siteValue, type TSiteChoice } from './siteChoice';
import { SiteInput } from './SiteInput';

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

/** The sites of the record's company; the record's own site stays listed, as it was named at the clocking. */
const RecordSiteInput = () => {
  const record = useRecordContext<TAttendance>();
  const current = useMemo(
    (): TSiteChoice | undefined =>
      record?.siteType && record.siteId != null
        ? { id: siteValue(record), type: record.siteType, name: record.siteName ?? `#${record.siteId}`, address: null, companyId: record.companyId, clientName: null }
        : undefined,
    [record],
  );
  if (!record) return null;
  return <SiteInput companyIds={[record.companyId]} current={current} />;
};

/**
 * A correction by admin or moderator: pessimistic, so a refusal (a missing reason, an overlap)
 * shows on the form; a 400 or 409 already has its toast, so no second message.
 */
export const AttendanceEdit = () => {
  const notify = useNotify();
  return (
    <Edit
      mutationMode="pessimistic"
      redirect="show"
      transform={(data, options) => correctionOf(data, options?.previousData)}
      mutationOptions={{ onError: notifyUnlessToasted(notify) }}
      {...missingProps}
    >
      <SimpleForm sx={{ maxWidth: 640 }} noValidate>
        <Heading />
        <RecordSiteInput />
        <AttendanceInputs edit />
      </SimpleForm>
    </Edit>
  );
};
