import { Box } from '@mui/material';
import { DateInput, NumberInput, SelectInput, TextInput, useGetList, useRecordContext, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { normalizePlate } from '../../../shared/plate';
import { ROLES } from '../../../shared/roles';
import type { TUser } from '../../../shared/schemas/user';
import { VEHICLE_FUELS, VEHICLE_TYPES, ZVehicleCreate } from '../../../shared/schemas/vehicle';
import { CompanyInput } from '../../components/companies';
import { fullName } from '../user/name';
import { Section } from '../user/UserInputs';
import { todayInRome } from '../../../shared/dates';
import { requiredKeys } from '../../components/requiredFields';

/** The fields the schema requires, marked with an asterisk. */
const REQUIRED = requiredKeys(ZVehicleCreate);

export const typeChoices = VEHICLE_TYPES.map((type) => ({ id: type, name: `resources.vehicle.type.${type}` }));
export const fuelChoices = VEHICLE_FUELS.map((fuel) => ({ id: fuel, name: `resources.vehicle.fuel.${fuel}` }));

/** Everyone but a client's portal login may drive the company's vehicles. */
const STAFF_ROLES = ROLES.filter((role) => role !== 'ROLE_CLIENT');

/**
 * The driver is active staff of the vehicle's company (the server refuses anyone else); a driver
 * deactivated since the assignment stays listed, marked, so that the form still shows them.
 */
/** Staff in service: an active account and an employment not ended (as the server checks). */
const inService = (u: TUser, today: string) => u.active && !(u.endDate && u.endDate < today);

export const driverChoices = (users: TUser[], current: number | null | undefined, translate: (key: string, options?: object) => string, today = todayInRome()) =>
  users
    .filter((u) => !u.roles.includes('ROLE_CLIENT') && (inService(u, today) || u.id === current))
    .map((u) => ({ id: u.id, name: inService(u, today) ? fullName(u) : translate('resources.vehicle.inactiveUser', { name: fullName(u) }) }));

const AssignedUserInput = () => {
  const companyId = useWatch({ name: 'companyId' }) as number | undefined;
  const saved = useRecordContext<{ assignedUserId?: number | null; companyId?: number }>();
  const translate = useTranslate();
  const { data = [], isPending } = useGetList<TUser>(
    'user',
    { filter: { companyId, role: STAFF_ROLES }, pagination: { page: 1, perPage: 500 }, sort: { field: 'lastName', order: 'ASC' } },
    { enabled: !!companyId },
  );
  const current = saved?.companyId === companyId ? saved?.assignedUserId : undefined;
  return (
    <SelectInput
      source="assignedUserId"
      choices={driverChoices(data, current, translate)}
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
      source="plate" required={REQUIRED.has('plate')}
      fullWidth
      parse={(v: string) => normalizePlate(v ?? '')}
      helperText="resources.vehicle.plateHelp"
      slotProps={{ htmlInput: { maxLength: 12, autoCapitalize: 'characters', spellCheck: false, style: { fontFamily: 'monospace', letterSpacing: '0.1em' } } }}
    />
    <CompanyInput required={REQUIRED.has('companyId')} />
    <TextInput source="brand" required={REQUIRED.has('brand')} fullWidth />
    <TextInput source="model" required={REQUIRED.has('model')} fullWidth />
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
