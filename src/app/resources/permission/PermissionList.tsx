import type { ReactNode } from 'react';
import { Alert, Box, Typography, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable, FilterButton, List, SimpleList, TopToolbar, useGetList, useListContext, useLocale, useTranslate, type Exporter,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TPermission } from '../../../shared/schemas/permission';
import { downloadSpreadsheet } from '../../export/csv';
import { useAppState, useSessionUser } from '../../state/useAppState';
import { AllowancesButton } from './AllowancesDialog';
import { permissionRows } from './csv';
import { BulkDecisionButtons, DecisionButtons, useCanDecide } from './DecisionButtons';
import { TypeChip, TypeField } from './fields';
import { formatPeriod, formatPeriodShort, formatRequestAmount } from './leaveFormat';
import { usePermissionFilters } from './PermissionFilters';
import { StatusTabs } from './StatusTabs';
import { ExportAllButton } from '../../export/ExportAllButton';

/** The list's rows as a spreadsheet, in the reader's language. */
const useExporter = (): Exporter<TPermission> => {
  const translate = useTranslate();
  return (requests) => downloadSpreadsheet(permissionRows(requests, translate), 'richieste');
};

const Actions = () => (
  <TopToolbar>
    <AllowancesButton />
    <FilterButton />
    <ExportAllButton />
  </TopToolbar>
);

/** The company's name from the selector's own list (same query, so no extra call). */
const CompanyName = ({ id }: { id: number }) => {
  const { data = [] } = useGetList('company', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } }, { retry: false });
  return <>{data.find((company) => company.id === id)?.name ?? `#${id}`}</>;
};

const PhoneList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <SimpleList<TPermission>
      linkType="show"
      primaryText={(record) => record.userName ?? `#${record.userId}`}
      secondaryText={(record) => (
        <Box component="span" sx={{ display: 'flex', flexDirection: 'column', gap: 0.5, mt: 0.5 }}>
          <TypeChip type={record.type} />
          <span>{formatPeriod(translate, record)}</span>
        </Box>
      )}
      tertiaryText={(record) => formatRequestAmount(translate, locale, record)}
    />
  );
};

const Col = DataTable.Col<TPermission>;

const Nowrap = ({ children }: { children: ReactNode }) => <Box component="span" sx={{ whiteSpace: 'nowrap' }}>{children}</Box>;

/** The status is the tab's, so the table shows the rest; decisions sit at the end of each row. */
const Table = () => {
  const translate = useTranslate();
  const locale = useLocale();
  const canDecide = useCanDecide();
  const user = useSessionUser();
  const company = useAppState((s) => s.company);
  const { filterValues } = useListContext();
  // Accounting does not read the company list: the column is for the back office choosing among companies.
  const showCompany = company.id === 0 && canAccess(user?.roles, { resource: 'company', action: 'list' });
  // Only pending requests are decided: the other tabs have no selection and no action column.
  const deciding = canDecide() && (filterValues.status ?? 'PENDING') === 'PENDING';
  return (
    <DataTable<TPermission>
      rowClick="show"
      bulkActionButtons={deciding ? <BulkDecisionButtons /> : false}
      isRowSelectable={(record) => record.status === 'PENDING' && record.userId !== user?.id}
    >
      <Col source="userName" />
      {showCompany && <Col source="companyId" render={(record) => <CompanyName id={record.companyId} />} />}
      <Col source="type" field={TypeField} />
      <Col source="startDate" label="resources.permission.fields.period" render={(record) => <Nowrap>{formatPeriodShort(record)}</Nowrap>} />
      <Col source="amount" disableSort render={(record) => <Nowrap>{formatRequestAmount(translate, locale, record)}</Nowrap>} />
      <Col source="reason" disableSort render={(record) => (
        <Typography variant="body2" noWrap sx={{ maxWidth: 220 }} title={record.reason ?? undefined}>{record.reason ?? ''}</Typography>
      )} />
      {deciding && <Col label="resources.permission.actions" render={() => <DecisionButtons compact />} />}
    </DataTable>
  );
};

/**
 * /permission: every request in scope (the top-bar company), tabs by status with their counts,
 * filters by type, worker and dates; admin and moderator approve or reject, one or many.
 */
export const PermissionList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const translate = useTranslate();
  const canDecide = useCanDecide();
  const filters = usePermissionFilters();
  const exporter = useExporter();
  return (
    <List
      resource="permission"
      exporter={exporter}
      filters={filters}
      filterDefaultValues={{ status: 'PENDING' }}
      sort={{ field: 'startDate', order: 'ASC' }}
      perPage={25}
      actions={<Actions />}
      empty={false}
      // The main column may shrink below the table's width, so a wide table scrolls inside its card.
      sx={{ '& .RaList-main': { minWidth: 0 } }}
    >
      {!canDecide() && <Alert severity="info" sx={{ borderRadius: 0 }}>{translate('decision.readOnly')}</Alert>}
      <StatusTabs />
      {isSmall ? <PhoneList /> : <Table />}
    </List>
  );
};
