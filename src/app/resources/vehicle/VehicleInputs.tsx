import { Box } from '@mui/material';
import { DateInput, NumberInput, SelectInput, TextInput, useGetList } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { normalizePlate } from '../../../shared/plate';
import { VEHICLE_FUELS, VEHICLE_TYPES } from '../../../shared/schemas/vehicle';
import { CompanyInput } from '../../components/companies';
import { fullName } from '../user/name';
import { Section } from '../user/UserInputs';

export const typeChoices = VEHICLE_TYPES.map((type) => ({ id: type, name: `resources.vehicle.type.${type}` }));
export const fuelChoices = VEHICLE_FUELS.map((fuel) => ({ id: fuel, name: `resources.vehicle.fuel.${fuel}` }));

/** The assignee is one of the users of the vehicle's company. */
const AssignedUserInput = () => {
  const companyId = useWatch({ name: 'companyId' }) as number | undefined;
  const { data = [], isPending } = useGetList(
    'user',
    { filter: { companyId }, pagination: { page: 1, perPage: 500 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: !!companyId },
  );
  return (
    <SelectInput
      source="assignedUserId"
      choices={data.map((u) => ({ id: u.id, name: fullName(u) }))}
      isPending={!!companyId && isPending}
      disabled={!companyId}
      emptyText="resources.vehicle.unassigned"
      helperText={companyId ? false : 'resources.vehicle.assignedHelp'}
      translateChoice={false}
      fullWidth
    />
  );
};

export const VehicleInputs = () => (
  <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
    <Section title="resources.vehicle.sections.vehicle" />
    <TextInput
      source="plate"
      fullWidth
      parse={(v: string) => normalizePlate(v ?? '')}
      helperText="resources.vehicle.plateHelp"
      slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } } }}
    />
    <CompanyInput />
    <TextInput source="brand" fullWidth />
    <TextInput source="model" fullWidth />
    <SelectInput source="type" choices={typeChoices} fullWidth defaultValue="CAR" />
    <SelectInput source="fuel" choices={fuelChoices} fullWidth emptyText="—" />
    <DateInput source="registrationDate" fullWidth />
    <NumberInput source="mileage" min={0} step={1} fullWidth />
    <Section title="resources.vehicle.sections.expiries" />
    <DateInput source="insuranceExpiry" fullWidth />
    <DateInput source="inspectionExpiry" fullWidth />
    <DateInput source="taxExpiry" fullWidth />
    <AssignedUserInput />
    <Box sx={{ gridColumn: '1 / -1' }}>
      <TextInput source="notes" fullWidth multiline minRows={2} />
    </Box>
  </Box>
);
