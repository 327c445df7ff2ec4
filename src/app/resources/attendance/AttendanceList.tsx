import { useState } from 'react';
import { Alert, Box, Button, useMediaQuery, type Theme } from '@mui/material';
import AssessmentOutlined from '@mui/icons-material/AssessmentOutlined';
import MapOutlined from '@mui/icons-material/MapOutlined';
import {
  CreateButton, DataTable, FilterButton, Link, List, SimpleList, TopToolbar, useListContext, useTranslate, type Exporter,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TAttendance } from '../../../shared/schemas/attendance';
import { companyNameOf, useCompanyChoices } from '../../components/companies';
import { downloadSpreadsheet } from '../../export/csv';
import { formatMinutes, formatShift } from '../../pages/attendance/format';
import { useSessionUser } from '../../state/useAppState';
import { AttendanceMap } from './AttendanceMap';
import { useAttendanceFilters } from './AttendanceFilters';
import { attendanceFileName, attendanceRows } from './csv';
import { CheckInField, CheckOutField, FlagChips, HoursField, PositionChips } from './fields';
import { BulkReviewedButton } from './ReviewedButton';
import { SettingsButton } from './SettingsDialog';
import { ExportAllButton } from '../../export/ExportAllButton';

export const useCanCorrect = () => {
  const user = useSessionUser();
  return canAccess(user?.roles, { resource: 'attendance', action: 'edit' });
};

const useExporter = (): Exporter<TAttendance> => {
  const translate = useTranslate();
  const { choices } = useCompanyChoices();
  return (records) => {
    downloadSpreadsheet(attendanceRows(records, translate, (id) => companyNameOf(choices, id)), attendanceFileName());
  };
};

const Actions = ({ showMap, onToggleMap }: { showMap: boolean; onToggleMap: () => void }) => {
  const translate = useTranslate();
  const canCorrect = useCanCorrect();
  return (
    <TopToolbar sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <FilterButton />
      {canCorrect && <CreateButton />}
      <ExportAllButton />
      {canCorrect && (
        <Button size="small" startIcon={<MapOutlined />} onClick={onToggleMap} aria-pressed={showMap} data-testid="toggle-map">
          {translate('resources.attendance.map.show')}
        </Button>
      )}
      {canCorrect && <SettingsButton />}
      <Button component={Link} to="/document/generate-report" size="small" startIcon={<AssessmentOutlined />}>
        {translate('resources.attendance.monthSheet')}
      </Button>
    </TopToolbar>
  );
};


const Col = DataTable.Col<TAttendance>;

const PhoneList = () => (
  <SimpleList<TAttendance>
    linkType="show"
    primaryText={(r) => r.userName ?? `#${r.userId}`}
    secondaryText={(r) => (
      <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
        <span>{formatShift(r.checkIn, r.checkOut)}</span>
        <span>{r.siteName ?? '—'}</span>
        <FlagChips record={r} />
      </Box>
    )}
    tertiaryText={(r) => (r.minutes != null && !r.missed ? formatMinutes(r.minutes) : '')}
  />
);

/**
 * The table beside the menu. While it lists records to review ('Da verificare' or 'Da sistemare'),
 * those flagged for review, not missed clock-outs (their times need a correction), can be
 * selected and cleared in one step.
 */
const DesktopTable = () => {
  const translate = useTranslate();
  const canCorrect = useCanCorrect();
  const { filterValues } = useListContext<TAttendance>();
  const reviewing = canCorrect && (filterValues.reviewFlag === true || filterValues.attention === true);
  return (
    <DataTable<TAttendance>
      rowClick="show"
      bulkActionButtons={reviewing ? <BulkReviewedButton /> : false}
      isRowSelectable={(r) => r.reviewFlag && !r.missed}
      rowSx={(r) => (r.missed ? { bgcolor: 'rgba(211, 47, 47, 0.06)' } : {})}
      // Eight columns fit a 1366 px screen beside the menu; longer names scroll the table, never the page.
      sx={{ '& .RaDataTable-tableWrapper': { overflowX: 'auto' }, '& .MuiTableCell-root': { px: 1.5 } }}
    >
      <Col source="userName" />
      <Col source="siteName" />
      <Col source="checkIn" field={CheckInField} />
      <Col source="checkOut" field={CheckOutField} />
      <Col source="minutes" disableSort field={HoursField} />
      <Col label="resources.attendance.fields.status" disableSort render={(r) => <FlagChips record={r} />} />
      <Col label="resources.attendance.fields.inside" disableSort render={(r) => <PositionChips record={r} />} />
      <Col source="source" sx={{ display: { xs: 'none', lg: 'table-cell' } }} render={(r) => translate(`resources.attendance.sources.${r.source}`)} />
    </DataTable>
  );
};

/** /attendance: every record in scope (the top-bar company); missed clock-outs and flags stand out. */
export const AttendanceList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const canCorrect = useCanCorrect();
  const filters = useAttendanceFilters();
  const exporter = useExporter();
  const [showMap, setShowMap] = useState(false);
  return (
    <List
      resource="attendance"
      filters={filters}
      sort={{ field: 'checkIn', order: 'DESC' }}
      perPage={25}
      exporter={exporter}
      actions={<Actions showMap={showMap} onToggleMap={() => setShowMap((s) => !s)} />}
      empty={false}
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {!canCorrect && <Alert severity="info" sx={{ borderRadius: 0 }}>{translate('resources.attendance.readOnly')}</Alert>}
      {showMap && <AttendanceMap />}
      {isSmall ? (
        <PhoneList />
      ) : (
        <DesktopTable />
      )}
    </List>
  );
};
