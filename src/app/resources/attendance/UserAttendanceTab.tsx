import { Box, Button } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, useRecordContext, useTranslate, Link } from 'react-admin';
import type { TAttendance } from '../../../shared/schemas/attendance';
import type { TUser } from '../../../shared/schemas/user';
import { CheckInField, CheckOutField, FlagChips, HoursField, InsideChip } from './fields';
import { UserMonthSummary } from './UserMonthSummary';

const Col = DataTable.Col<TAttendance>;

/** The attendance tab of a user's page: the month's totals, then their records, newest first, each opening its detail. */
export const UserAttendanceTab = () => {
  const translate = useTranslate();
  const user = useRecordContext<TUser>();
  if (!user) return null;
  return (
    <Box data-testid="user-attendance">
      <UserMonthSummary userId={user.id} companyIds={user.companyIds} />
      <ReferenceManyField reference="attendance" target="userId" sort={{ field: 'checkIn', order: 'DESC' }} perPage={10} pagination={<Pagination rowsPerPageOptions={[10, 25]} />}>
        <DataTable<TAttendance> rowClick="show" bulkActionButtons={false} empty={<Box sx={{ p: 2, color: 'text.secondary' }}>{translate('resources.attendance.userTab.empty')}</Box>}>
          <Col source="siteName" />
          <Col source="checkIn" field={CheckInField} />
          <Col source="checkOut" field={CheckOutField} />
          <Col source="minutes" disableSort field={HoursField} />
          <Col source="checkInInside" render={(r) => <InsideChip value={r.checkInInside} />} />
          <Col label="resources.attendance.fields.status" disableSort render={(r) => <FlagChips record={r} />} />
        </DataTable>
      </ReferenceManyField>
      <Button component={Link} to={`/attendance?filter=${encodeURIComponent(JSON.stringify({ userId: user.id }))}`} sx={{ mt: 1 }}>
        {translate('resources.attendance.userTab.all')}
      </Button>
    </Box>
  );
};
