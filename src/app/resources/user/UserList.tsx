import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton, DataTable, FilterButton, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList,
  TopToolbar, useTranslate, type Exporter,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import { ROLES } from '../../../shared/roles';
import type { TUser } from '../../../shared/schemas/user';
import { useCompanyChoices } from '../../components/companies';
import { ListEmpty } from '../../components/ListEmpty';
import { downloadSpreadsheet } from '../../export/csv';
import { useSessionUser } from '../../state/useAppState';
import { userRows } from './csv';
import { QualificationField } from './QualificationField';
import { ActiveField, CompaniesField, fullName, RolesField, useUserStatusLabel } from './fields';
import { ExportAllButton } from '../../export/ExportAllButton';

const roleChoices = ROLES.map((role) => ({ id: role, name: `roles.${role}` }));

/** The list's rows as a spreadsheet, in the reader's language. */
const useExporter = (): Exporter<TUser> => {
  const translate = useTranslate();
  const { choices } = useCompanyChoices();
  return (users) => downloadSpreadsheet(userRows(users, choices, translate), 'utenti');
};

const useFilters = () => {
  const { choices } = useCompanyChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="companyId" source="companyId" choices={choices} translateChoice={false} />,
    <SelectInput key="role" source="role" choices={roleChoices} alwaysOn sx={{ minWidth: 170 }} />,
    <NullableBooleanInput key="active" source="active" trueLabel="resources.user.active.true" falseLabel="resources.user.active.false" alwaysOn sx={{ minWidth: 170, width: 'auto' }} />,
  ];
};

const Actions = () => {
  const user = useSessionUser();
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess(user?.roles, { resource: 'user', action: 'create' }) && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
};

/** Search, company/role/active filters, server-side sort and pages, CSV export; a compact list on phones. */
export const UserList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const statusLabel = useUserStatusLabel();
  const filters = useFilters();
  const exporter = useExporter();
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'lastName', order: 'ASC' }}
      perPage={25}
      exporter={exporter}
      empty={<ListEmpty resource="user" />}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(record) => fullName(record)}
          secondaryText={(record) => record.fiscalCode ?? record.username ?? record.email}
          tertiaryText={(record) => statusLabel(record)}
          rowSx={(record) => (record.active ? {} : { opacity: 0.6 })}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="lastName" />
          <DataTable.Col source="firstName" />
          <DataTable.Col source="fiscalCode" render={(record) => <Box component="span" sx={{ fontFamily: 'monospace' }}>{record.fiscalCode ?? record.username}</Box>} />
          <DataTable.Col source="roles" field={RolesField} disableSort />
          <DataTable.Col source="companyIds" field={CompaniesField} disableSort />
          <DataTable.Col source="qualification" field={QualificationField} disableSort />
          <DataTable.Col source="active" field={ActiveField} />
        </DataTable>
      )}
    </List>
  );
};
