import type { TMessageTree } from '../../app/types';
import type { requestsIt } from './it';

export const requestsEn = {
  resources: {
    request: {
      name: 'Request |||| Requests',
      fields: {
        id: 'No.',
        clientId: 'Client',
        siteId: 'Site',
        serviceType: 'Service type',
        title: 'Subject',
        description: 'Instructions',
        startDate: 'From',
        endDate: 'To',
        timeSlots: 'Time slots',
        headcount: 'Guards',
        armed: 'Armed service',
        roundsPerDay: 'Rounds per day',
        status: 'Status',
        handledBy: 'Handled by',
        createdBy: 'Sent by',
        createdAt: 'Sent on',
        updatedAt: 'Updated on',
        rejectReason: 'Reason for rejection',
        attachments: 'Attachments',
      },
    },
  },
  request: {
    status: {
      OPEN: 'Sent',
      IN_PROGRESS: 'In progress',
      SCHEDULED: 'Scheduled',
      DONE: 'Completed',
      REJECTED: 'Rejected',
      CANCELLED: 'Cancelled',
    },
    serviceType: {
      VIGILANZA_FISSA: 'Static guarding',
      VIGILANZA_ISPETTIVA: 'Mobile patrol (rounds)',
      INTERVENTO_ALLARME: 'Alarm response',
      ANTIRAPINA: 'Anti-robbery',
      ANTITACCHEGGIO: 'Anti-shoplifting',
      TELESORVEGLIANZA: 'Remote monitoring',
      TRASPORTO_VALORI: 'Cash in transit',
      PORTIERATO: 'Concierge',
      SERVIZI_FIDUCIARI: 'Unarmed security services',
      EVENTO: 'Event',
      OTHER: 'Other',
    },
    event: {
      CREATED: 'Request sent',
      TAKEN: 'Taken in charge',
      REPLY: 'Message',
      COMMENT: 'Internal note',
      SCHEDULED: 'Scheduled',
      REJECTED: 'Rejected',
      CLOSED: 'Completed',
      CANCELLED: 'Cancelled',
    },
  },
} satisfies TMessageTree<typeof requestsIt>;
