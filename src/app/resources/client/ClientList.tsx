import { Chip, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton, DataTable, FilterButton, List, NullableBooleanInput, SearchInput, SelectInput, SimpleList, TopToolbar,
  useRecordContext, useTranslate, type Exporter,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TClient } from '../../../shared/schemas/client';
import { CompanyNameField, useCompanyChoices } from '../../components/companies';
import { ListEmpty } from '../../components/ListEmpty';
import { downloadSpreadsheet } from '../../export/csv';
import { useSessionUser } from '../../state/useAppState';
import { clientRows } from './csv';
import { ExportAllButton } from '../../export/ExportAllButton';

export const ClientActiveField = (_props: { source?: string; label?: string }) => {
  const record = useRecordContext<{ active?: boolean }>();
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Chip size="small" variant="outlined" color={record.active ? 'success' : 'default'} sx={{ fontWeight: 600, width: 'fit-content' }}
      label={translate(record.active ? 'resources.client.active.true' : 'resources.client.active.false')} />
  );
};

const useFilters = () => {
  const { choices } = useCompanyChoices();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="companyId" source="companyId" choices={choices} translateChoice={false} />,
    <NullableBooleanInput key="active" source="active" trueLabel="resources.client.active.true" falseLabel="resources.client.active.false" alwaysOn />,
  ];
};

/** The list's rows as a spreadsheet, in the reader's language. */
const useExporter = (): Exporter<TClient> => {
  const translate = useTranslate();
  const { choices } = useCompanyChoices();
  return (clients) => downloadSpreadsheet(clientRows(clients, choices, translate), 'clienti');
};

const Actions = () => {
  const user = useSessionUser();
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess(user?.roles, { resource: 'client', action: 'create' }) && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
};

export const ClientList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const filters = useFilters();
  const exporter = useExporter();
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={<ListEmpty resource="client" />} exporter={exporter}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => [record.vat ?? record.fiscalCode, record.contactName].filter(Boolean).join(' · ')}
          tertiaryText={(record) => translate(record.active ? 'resources.client.active.true' : 'resources.client.active.false')}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="vat" />
          <DataTable.Col source="fiscalCode" />
          <DataTable.Col source="companyId" field={CompanyNameField} />
          <DataTable.Col source="contactName" />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="active" field={ClientActiveField} />
        </DataTable>
      )}
    </List>
  );
};
