import type { TUser } from '../../../shared/schemas/user';
import { companyNameOf, type TCompanyChoice } from '../../components/companies';
import { type Column, recordRows, type Translate } from '../../export/csv';
import { formatDay } from '../../pages/attendance/format';

/**
 * The people list as an office reads it in a spreadsheet: labels, roles and the state in the
 * reader's language, companies by name, days as dd/mm/yyyy; nothing internal. The header first.
 */
export const userRows = (users: TUser[], companies: TCompanyChoice[], translate: Translate) => {
  const columns: Column<TUser>[] = [
    { field: 'id' },
    { field: 'lastName' },
    { field: 'firstName' },
    { field: 'fiscalCode' },
    { field: 'username' },
    { field: 'email' },
    { field: 'phone' },
    { field: 'jobTitle' },
    { field: 'contractType' },
    { field: 'hireDate', format: 'date', value: (u) => (u.hireDate ? formatDay(u.hireDate) : null) },
    { field: 'endDate', format: 'date', value: (u) => (u.endDate ? formatDay(u.endDate) : null) },
    { field: 'roles', value: (u, t) => u.roles.map((role) => t(`roles.${role}`)) },
    { field: 'companyIds', value: (u) => u.companyIds.map((id) => companyNameOf(companies, id)) },
    { field: 'active', value: (u, t) => t(`resources.user.active.${u.active}`) },
  ];
  return recordRows('user', columns, users, translate);
};
