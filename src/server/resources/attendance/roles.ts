import { AREA_ROLES } from '../../../shared/access';
import type { Role } from '../../../shared/roles';

/** Who clocks in and out and reads their own record: the roles of the home area (specification section 6). */
export const CLOCKERS: readonly Role[] = AREA_ROLES.home;
/** Who reads the attendance of their companies: back office and accounting (DOMAIN.md). */
export const READERS: readonly Role[] = AREA_ROLES.attendance;
/** Who enters, corrects and configures attendance, and sees positions. */
export const BACK_OFFICE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR'];
