import type { Role } from '../../../shared/roles';

/** Who asks for leave for themself (the back office also for others); accounting only reads. */
export const REQUESTERS: readonly Role[] = ['ROLE_WORKER', 'ROLE_CLIENTMANAGEMENT', 'ROLE_ADMIN', 'ROLE_MODERATOR'];
export const READERS: readonly Role[] = [...REQUESTERS, 'ROLE_ACCOUNTING'];
export const BACK_OFFICE: readonly Role[] = ['ROLE_ADMIN', 'ROLE_MODERATOR'];
export const BACK_OFFICE_READERS: readonly Role[] = [...BACK_OFFICE, 'ROLE_ACCOUNTING'];
