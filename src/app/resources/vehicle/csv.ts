import type { TVehicle } from '../../../shared/schemas/vehicle';
import { companyNameOf, type TCompanyChoice } from '../../components/companies';
import { type Column, recordRows, type Translate } from '../../export/csv';
import { formatDay } from '../../pages/attendance/format';
import { fullName } from '../user/name';

type TDriver = Parameters<typeof fullName>[0];

const day = (date: string | null) => (date ? formatDay(date) : null);

/**
 * The fleet as an office reads it in a spreadsheet: type and fuel in the reader's language, the
 * company and the driver by name, expiries as dd/mm/yyyy; the header first.
 */
export const vehicleRows = (vehicles: TVehicle[], companies: TCompanyChoice[], drivers: Record<string, TDriver | undefined>, translate: Translate) => {
  const columns: Column<TVehicle>[] = [
    { field: 'id' },
    { field: 'plate' },
    { field: 'brand' },
    { field: 'model' },
    { field: 'type', value: (v, t) => t(`resources.vehicle.type.${v.type}`) },
    { field: 'fuel', value: (v, t) => (v.fuel ? t(`resources.vehicle.fuel.${v.fuel}`) : null) },
    { field: 'companyId', value: (v) => companyNameOf(companies, v.companyId) },
    { field: 'assignedUserId', value: (v) => (v.assignedUserId == null ? null : fullName(drivers[v.assignedUserId] ?? { id: v.assignedUserId })) },
    { field: 'registrationDate', format: 'date', value: (v) => day(v.registrationDate) },
    { field: 'insuranceExpiry', format: 'date', value: (v) => day(v.insuranceExpiry) },
    { field: 'inspectionExpiry', format: 'date', value: (v) => day(v.inspectionExpiry) },
    { field: 'taxExpiry', format: 'date', value: (v) => day(v.taxExpiry) },
    { field: 'mileage' },
    { field: 'notes' },
  ];
  return recordRows('vehicle', columns, vehicles, translate);
};
