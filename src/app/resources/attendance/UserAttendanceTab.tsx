import { Box, Button, useMediaQuery, type Theme } from '@mui/material';
import { DataTable, Pagination, ReferenceManyField, SimpleList, useRecordContext, useTranslate, Link } from 'react-admin';
import { endOfMonth } from '../../../shared/dates';
import type { TAttendance } from '../../../shared/schemas/attendance';
import type { TUser } from '../../../shared/schemas/user';
import { formatMinutes, formatShift } from '../../pages/attendance/format';
import { CheckInField, CheckOutField, FlagChips, HoursField, InsideChip } from './fields';
import { monthRecordsPath } from './monthSummary';
import { UserMonthSummary, useUserMonth } from './UserMonthSummary';

const Col = DataTable.Col<TAttendance>;

/**
 * The attendance tab of a user's page: a month's totals, then that month's records (of the
 * company picked, for a person of several), newest first, each opening its detail; cards on a phone.
 */
const UserMonth = ({ user }: { user: TUser }) => {
  const translate = useTranslate();
  const view = useUserMonth(user.companyIds);
  const { month, companyId } = view;
  const lastDay = endOfMonth(`${month}-01`);
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const empty = <Box sx={{ p: 2, color: 'text.secondary' }}>{translate('resources.attendance.userTab.emptyMonth')}</Box>;
  const filter = { checkIn_gte: `${month}-01`, checkIn_lte: lastDay, ...(companyId !== '' ? { companyId } : {}) };
  return (
    <Box data-testid="user-attendance">
      <UserMonthSummary userId={user.id} view={view} />
      {/* Read once the company is known: the records of the company the summary counts. */}
      {view.ready && (
        <ReferenceManyField
          reference="attendance"
          target="userId"
          filter={filter}
          sort={{ field: 'checkIn', order: 'DESC' }}
          perPage={10}
          pagination={<Pagination rowsPerPageOptions={[10, 25, 50]} />}
        >
          {isSmall ? (
            <SimpleList<TAttendance>
              linkType="show"
              empty={empty}
              primaryText={(r) => formatShift(r.checkIn, r.checkOut)}
              secondaryText={(r) => (
                <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
                  <span>{r.siteName ?? '—'}</span>
                  <FlagChips record={r} />
                </Box>
              )}
              tertiaryText={(r) => (r.minutes != null && !r.missed ? formatMinutes(r.minutes) : '')}
            />
          ) : (
            <DataTable<TAttendance> rowClick="show" bulkActionButtons={false} empty={empty}>
              <Col source="siteName" />
              <Col source="checkIn" field={CheckInField} />
              <Col source="checkOut" field={CheckOutField} />
              <Col source="minutes" disableSort field={HoursField} />
              <Col source="checkInInside" render={(r) => <InsideChip value={r.checkInInside} />} />
              <Col label="resources.attendance.fields.status" disableSort render={(r) => <FlagChips record={r} />} />
            </DataTable>
          )}
        </ReferenceManyField>
      )}
      <Button component={Link} to={monthRecordsPath(user.id, month, lastDay)} sx={{ mt: 1 }}>
        {translate('resources.attendance.userTab.all')}
      </Button>
    </Box>
  );
};

export const UserAttendanceTab = () => {
  const user = useRecordContext<TUser>();
  return user ? <UserMonth user={user} /> : null;
};
