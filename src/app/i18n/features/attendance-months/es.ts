import type { TMessageTree } from '../../app/types';
import type { attendanceMonthsIt } from './it';

export const attendanceMonthsEs = {
  months: {
    title: 'Cierre de meses',
    intro:
      'Cierra un mes cuando todas las asistencias estén completas: desde entonces las asistencias, vacaciones, permisos y bajas del mes ya no se pueden crear, modificar ni eliminar.',
    loadError: 'No se pudieron cargar los meses.',
    empty: 'Ninguna empresa que mostrar.',
    state: { OPEN: 'Abierto', READY: 'Listo para cerrar', CLOSED: 'Cerrado' },
    current: 'Mes en curso',
    closedOn: 'Cerrado el %{date} por %{name}',
    reopenedOn: 'Reabierto el %{date} por %{name}: %{reason}',
    missingTitle: 'Por resolver antes del cierre (%{count})',
    missingMore: 'y otras %{count}: abre la lista de asistencias',
    reason: { OPEN: 'aún abierta', MISSED: 'salida no fichada', REVIEW: 'por verificar' },
    record: '%{name}, %{date}: %{reason}',
    close: 'Cerrar el mes',
    reopen: 'Reabrir',
    xlsx: 'Hoja Excel',
    pdf: 'PDF',
    downloaded: 'Descargado %{name}',
    confirmTitle: '¿Cerrar %{month}?',
    confirmBody:
      'Tras el cierre nadie podrá crear, modificar ni eliminar asistencias, vacaciones, permisos y bajas de %{month} para %{company}. Se podrá reabrir indicando el motivo.',
    reopenTitle: '¿Reabrir %{month}?',
    reopenBody: 'El motivo queda en el historial y lo ve quien cierra los meses.',
    reopenReason: 'Motivo de la reapertura',
    cancel: 'Cancelar',
    unknown: 'desconocido',
  },
} satisfies TMessageTree<typeof attendanceMonthsIt>;
