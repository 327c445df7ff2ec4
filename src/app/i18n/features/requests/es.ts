import type { TMessageTree } from '../../app/types';
import type { requestsIt } from './it';

export const requestsEs = {
  resources: {
    request: {
      name: 'Solicitud |||| Solicitudes',
      fields: {
        id: 'N.º',
        clientId: 'Cliente',
        siteId: 'Sede',
        serviceType: 'Tipo de servicio',
        title: 'Asunto',
        description: 'Instrucciones',
        startDate: 'Desde',
        endDate: 'Hasta',
        timeSlots: 'Franjas horarias',
        headcount: 'Vigilantes',
        armed: 'Servicio armado',
        roundsPerDay: 'Rondas al día',
        status: 'Estado',
        handledBy: 'Gestionada por',
        createdBy: 'Enviada por',
        createdAt: 'Enviada el',
        updatedAt: 'Actualizada el',
        rejectReason: 'Motivo del rechazo',
        attachments: 'Adjuntos',
      },
    },
  },
  request: {
    status: {
      OPEN: 'Enviada',
      IN_PROGRESS: 'En gestión',
      SCHEDULED: 'Planificada',
      DONE: 'Completada',
      REJECTED: 'Rechazada',
      CANCELLED: 'Cancelada',
    },
    serviceType: {
      VIGILANZA_FISSA: 'Vigilancia fija',
      VIGILANZA_ISPETTIVA: 'Vigilancia de rondas',
      INTERVENTO_ALLARME: 'Acuda a alarmas',
      ANTIRAPINA: 'Antiatraco',
      ANTITACCHEGGIO: 'Antihurto',
      TELESORVEGLIANZA: 'Televigilancia',
      TRASPORTO_VALORI: 'Transporte de fondos',
      PORTIERATO: 'Conserjería',
      SERVIZI_FIDUCIARI: 'Servicios auxiliares',
      EVENTO: 'Evento',
      OTHER: 'Otro',
    },
    event: {
      CREATED: 'Solicitud enviada',
      TAKEN: 'En gestión',
      REPLY: 'Mensaje',
      COMMENT: 'Nota interna',
      SCHEDULED: 'Planificada',
      REJECTED: 'Rechazada',
      CLOSED: 'Completada',
      CANCELLED: 'Cancelada',
    },
  },
} satisfies TMessageTree<typeof requestsIt>;
