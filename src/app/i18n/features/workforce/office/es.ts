import type { TMessageTree } from '../../../app/types';
import type { workforceOfficeIt } from './it';

export const workforceOfficeEs = {
  menu: { workforce: 'Plantilla', workforceRoster: 'Turnos', workforcePosts: 'Puestos de servicio', workforceHours: 'Horas planificadas y trabajadas', workforceSettings: 'Reglas y tolerancias' },
  roster: {},
} satisfies TMessageTree<typeof workforceOfficeIt>;
