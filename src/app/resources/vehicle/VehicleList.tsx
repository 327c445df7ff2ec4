import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  CreateButton, DataTable, FilterButton, FunctionField, List, NumberField, ReferenceField, SearchInput, SelectInput, SimpleList,
  TopToolbar, useTranslate, type Exporter,
} from 'react-admin';
import type { TVehicle } from '../../../shared/schemas/vehicle';
import { CompanyNameField, useCompanyChoices } from '../../components/companies';
import { ListEmpty } from '../../components/ListEmpty';
import { useAppState } from '../../state/useAppState';
import { fullName } from '../user/name';
import { expiryWindows } from './expiry';
import { ExpiryChip, ExpiryField } from './ExpiryField';
import { typeChoices } from './VehicleInputs';
import { ExportAllButton } from '../../export/ExportAllButton';
import { downloadSpreadsheet } from '../../export/csv';
import { vehicleRows } from './csv';

const useFilters = () => {
  const { choices } = useCompanyChoices();
  const windows = expiryWindows();
  return [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="insurance" source="insuranceExpiry_lte" label="resources.vehicle.filters.insurance" choices={windows} alwaysOn sx={{ minWidth: 190 }} />,
    <SelectInput key="inspection" source="inspectionExpiry_lte" label="resources.vehicle.filters.inspection" choices={windows} />,
    <SelectInput key="tax" source="taxExpiry_lte" label="resources.vehicle.filters.tax" choices={windows} />,
    <SelectInput key="type" source="type" choices={typeChoices} />,
    <SelectInput key="companyId" source="companyId" choices={choices} translateChoice={false} />,
  ];
};

/** The list's rows as a spreadsheet, in the reader's language, with the drivers by name. */
const useExporter = (): Exporter<TVehicle> => {
  const translate = useTranslate();
  const { choices } = useCompanyChoices();
  return async (vehicles, fetchRelatedRecords) => {
    const drivers = await fetchRelatedRecords(vehicles, 'assignedUserId', 'user');
    downloadSpreadsheet(vehicleRows(vehicles, choices, drivers, translate), 'veicoli');
  };
};

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <CreateButton />
    <ExportAllButton />
  </TopToolbar>
);

/** The fleet: expiries coloured (amber within 30 days, red past due), filters by expiry window. */
export const VehicleList = () => {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const translate = useTranslate();
  const filters = useFilters();
  const allCompanies = useAppState((s) => s.company.id === 0);
  const exporter = useExporter();
  return (
    <List filters={filters} actions={<Actions />} sort={{ field: 'plate', order: 'ASC' }} perPage={25} empty={<ListEmpty resource="vehicle" />} exporter={exporter}>
      {isSmall ? (
        <SimpleList
          primaryText={(record) => `${record.plate} · ${record.brand} ${record.model}`}
          secondaryText={(record) => (
            <Box component="span" sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap', mt: 0.5 }}>
              {(['insuranceExpiry', 'inspectionExpiry', 'taxExpiry'] as const).map((field) => (
                <Box component="span" key={field} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                  <Box component="span" sx={{ fontSize: '0.75rem' }}>{translate(`resources.vehicle.short.${field}`)}</Box>
                  <ExpiryChip date={record[field]} translate={translate} />
                </Box>
              ))}
            </Box>
          )}
          linkType="show"
        />
      ) : (
        <DataTable rowClick="show" bulkActionButtons={false}>
          <DataTable.Col source="plate" render={(record) => <Box component="span" sx={{ fontFamily: 'monospace', fontWeight: 600 }}>{record.plate}</Box>} />
          <DataTable.Col
            source="brand"
            render={(record) => (
              <>
                {record.brand} {record.model}
                <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: '0.8rem' }}>{translate(`resources.vehicle.type.${record.type}`)}</Box>
              </>
            )}
          />
          {allCompanies && <DataTable.Col source="companyId" field={CompanyNameField} />}
          <DataTable.Col source="assignedUserId" disableSort>
            <ReferenceField source="assignedUserId" reference="user" link={false} emptyText="—">
              <FunctionField render={(u) => fullName(u)} />
            </ReferenceField>
          </DataTable.Col>
          <DataTable.Col source="insuranceExpiry" field={ExpiryField} />
          <DataTable.Col source="inspectionExpiry" field={ExpiryField} />
          <DataTable.Col source="taxExpiry" field={ExpiryField} />
          <DataTable.Col source="mileage" field={NumberField} />
        </DataTable>
      )}
    </List>
  );
};
