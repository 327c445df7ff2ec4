import type { TMessageTree } from '../../app/types';
import type { workforceIt } from './it';

export const workforceEs = {
  menu: { myShifts: 'Mis turnos' },
  workforce: {
    // The shared schema's rules of a post and of a range of days (its file rides with the worker's screens).
    armedNeedsGpg: 'Un puesto armado requiere un vigilante jurado (GPG)',
    serviceNeedsGpg: 'Este servicio (art. 134 TULPS) requiere un vigilante jurado (GPG)',
    rangeTooLong: 'Como máximo 62 días a la vez',
    day: { today: 'Hoy', tomorrow: 'Mañana' },
    next: { title: 'Próximos turnos', none: 'No hay turnos programados', all: 'Mis turnos' },
    my: { week: 'Semana del %{date}', none: 'No hay turnos en las próximas semanas', loadError: 'No se han podido cargar los turnos.' },
    cancelled: 'Cancelado',
    orders: {
      toRead: 'Consignas por leer',
      read: 'Consignas leídas',
      title: 'Consignas: %{post}',
      none: 'No hay consignas escritas para este puesto.',
      documents: 'Documentos',
      version: 'Versión %{version} del %{date}',
      acknowledge: 'He leído y comprendido las consignas',
      acknowledged: 'Leídas el %{date}',
      changed: 'Las consignas han cambiado desde tu última lectura.',
      loadError: 'No se han podido cargar las consignas.',
      close: 'Cerrar',
    },
    site: { today: 'Turno de hoy', shift: 'Turno %{time} · %{post}' },
  },
} satisfies TMessageTree<typeof workforceIt>;
