import type { TPermissionType } from '../leave';
import type { Locale } from './validation';

/** The short names of the leave types, one text for the app's screens and the server's messages. */
export const LEAVE_TYPE_LABELS = {
  it: {
    FERIE: 'Ferie',
    ROL: 'ROL',
    EX_FESTIVITA: 'Ex festività',
    L104: 'Permesso L.104',
    MALATTIA: 'Malattia',
    OTHER: 'Altro permesso',
  },
  es: {
    FERIE: 'Vacaciones',
    ROL: 'ROL',
    EX_FESTIVITA: 'Ex festividades',
    L104: 'Permiso L.104',
    MALATTIA: 'Baja por enfermedad',
    OTHER: 'Otro permiso',
  },
  en: {
    FERIE: 'Annual leave',
    ROL: 'ROL',
    EX_FESTIVITA: 'Former holidays',
    L104: 'L.104 leave',
    MALATTIA: 'Sick leave',
    OTHER: 'Other leave',
  },
} satisfies Record<Locale, Record<TPermissionType, string>>;
