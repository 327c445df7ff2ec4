import type { TMessageTree } from '../../../app/types';
import type { requestsStatementIt } from './it';

export const requestsStatementEs = {
  request: {
    statement: {
      status: { PENDING: 'Pendiente de respuesta', ACCEPTED: 'Aceptado', CONTESTED: 'Impugnado' },
      fields: {
        month: 'Mes',
        planned: 'Horas planificadas',
        delivered: 'Horas prestadas',
        difference: 'Diferencia',
        name: 'Nombre',
        post: 'Puesto',
        checkIn: 'Entrada',
        checkOut: 'Salida',
        note: 'Nota',
        answeredBy: 'Respuesta de',
        answeredAt: 'Respuesta el',
      },
      answers: { title: 'Informes mensuales', empty: 'El cliente aún no ha aceptado ni impugnado ningún informe', by: '%{name}, %{date}' },
      report: {
        title: 'Informe del cliente',
        intro:
          'Las horas planificadas (turnos publicados) y prestadas (fichajes) de un mes, día a día, con quién estaba de servicio: para una sede o para todas las sedes del cliente, en PDF o en Excel.',
        client: 'Cliente',
        site: 'Sede',
        allSites: 'Todas las sedes',
        month: 'Mes',
        pdf: 'Descargar informe PDF',
        xlsx: 'Descargar informe Excel',
        downloaded: 'Informe descargado: %{name}',
        noClients: 'Ningún cliente',
      },
    },
  },
} satisfies TMessageTree<typeof requestsStatementIt>;
