import { Button, useMediaQuery, type Theme } from '@mui/material';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';
import PlaceOutlined from '@mui/icons-material/PlaceOutlined';
import {
  CreateButton, DataTable, FilterButton, Link, List, SearchInput, SelectInput, SimpleList, TopToolbar, useTranslate, type Exporter,
} from 'react-admin';
import { canAccess } from '../../../shared/access';
import type { TCompany } from '../../../shared/schemas/company';
import { downloadSpreadsheet } from '../../export/csv';
import { useSessionUser } from '../../state/useAppState';
import { statusChoices } from './CompanyInputs';
import { companyRows } from './csv';
import { StatusField } from './StatusField';
import { ExportAllButton } from '../../export/ExportAllButton';

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <SelectInput key="status" source="status" choices={statusChoices} alwaysOn />,
];

/** The company places and the fleet have no menu entry in the specification: they open from here. */
const Actions = () => {
  const user = useSessionUser();
  const translate = useTranslate();
  return (
    <TopToolbar>
      <FilterButton />
      <Button component={Link} to="/company/places" size="small" startIcon={<PlaceOutlined />}>{translate('areas.places')}</Button>
      <Button component={Link} to="/vehicle" size="small" startIcon={<DirectionsCarOutlined />}>{translate('areas.vehicle')}</Button>
      {canAccess(user?.roles, { resource: 'company', action: 'create' }) && <CreateButton />}
      <ExportAllButton />
    </TopToolbar>
  );
};

/** The list's rows as a spreadsheet, in the reader's language. */
const useExporter = (): Exporter<TCompany> => {
  const translate = useTranslate();
  return (companies) => downloadSpreadsheet(companyRows(companies, translate), 'aziende');
};

/** Search, sort, status filter and CSV export; a compact list on phones. */
export const CompanyList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const exporter = useExporter();
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'name', order: 'ASC' }} perPage={25} empty={false} exporter={exporter}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => record.name}
          secondaryText={(record) => `${record.vat}${record.headOffice ? ` · ${record.headOffice}` : ''}`}
          tertiaryText={(record) => translate(`resources.company.status.${record.status}`)}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="name" />
          <DataTable.Col source="vat" />
          <DataTable.Col source="legalForm" />
          <DataTable.Col source="headOffice" />
          <DataTable.Col source="email" />
          <DataTable.Col source="phone" disableSort />
          <DataTable.Col source="status" field={StatusField} />
        </DataTable>
      )}
    </List>
  );
};
