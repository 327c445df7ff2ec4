import { Box } from '@mui/material';
import {
  DateField, EditButton, FunctionField, Labeled, NumberField, ReferenceField, Show, TextField, TopToolbar, useTranslate,
} from 'react-admin';
import { CompanyNameField } from '../../components/companies';
import { missingProps } from '../../components/RecordMissing';
import { useAppState } from '../../state/useAppState';
import { fullName } from '../user/name';
import { ExpiryField } from './ExpiryField';
import { VehicleDeadlines } from './VehicleDeadlines';
import { ShowGroup } from '../../components/ShowGroup';

export const VehicleShow = () => {
  const locale = useAppState((s) => s.locale);
  const translate = useTranslate();
  return (
    <Show actions={<TopToolbar><EditButton /></TopToolbar>} sx={{ '& .RaShow-card': { bgcolor: 'transparent', border: 0, boxShadow: 'none' } }} {...missingProps}>
      <Box sx={{ display: 'grid', gap: 2 }}>
        <ShowGroup title="resources.vehicle.sections.vehicle">
          <Labeled><TextField source="plate" sx={{ fontFamily: 'monospace', fontWeight: 700, fontSize: '1.1rem' }} /></Labeled>
          <Labeled source="companyId"><CompanyNameField /></Labeled>
          <Labeled><TextField source="brand" /></Labeled>
          <Labeled><TextField source="model" /></Labeled>
          <Labeled source="type"><FunctionField render={(r) => translate(`resources.vehicle.type.${r.type}`)} /></Labeled>
          <Labeled source="fuel"><FunctionField render={(r) => (r.fuel ? translate(`resources.vehicle.fuel.${r.fuel}`) : '—')} /></Labeled>
          <Labeled><DateField source="registrationDate" locales={locale} emptyText="—" /></Labeled>
          <Labeled><NumberField source="mileage" emptyText="—" locales={locale} /></Labeled>
        </ShowGroup>
        <ShowGroup title="resources.vehicle.sections.expiries">
          <Labeled source="insuranceExpiry"><ExpiryField source="insuranceExpiry" /></Labeled>
          <Labeled source="inspectionExpiry"><ExpiryField source="inspectionExpiry" /></Labeled>
          <Labeled source="taxExpiry"><ExpiryField source="taxExpiry" /></Labeled>
          <Labeled source="assignedUserId">
            <ReferenceField source="assignedUserId" reference="user" link="show" emptyText={translate('resources.vehicle.unassigned')}>
              <FunctionField render={(u) => fullName(u)} />
            </ReferenceField>
          </Labeled>
        </ShowGroup>
        <ShowGroup title="resources.vehicle.sections.deadlines">
          <VehicleDeadlines />
        </ShowGroup>
        <ShowGroup title="resources.vehicle.sections.notes">
          <Labeled><TextField source="notes" emptyText="—" sx={{ whiteSpace: 'pre-line' }} /></Labeled>
        </ShowGroup>
      </Box>
    </Show>
  );
};
