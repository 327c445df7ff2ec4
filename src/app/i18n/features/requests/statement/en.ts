import type { TMessageTree } from '../../../app/types';
import type { requestsStatementIt } from './it';

export const requestsStatementEn = {
  request: {
    statement: {
      status: { PENDING: 'Awaiting answer', ACCEPTED: 'Accepted', CONTESTED: 'Contested' },
      fields: {
        month: 'Month',
        planned: 'Planned hours',
        delivered: 'Delivered hours',
        difference: 'Difference',
        name: 'Name',
        post: 'Post',
        checkIn: 'Clock-in',
        checkOut: 'Clock-out',
        note: 'Note',
        answeredBy: 'Answered by',
        answeredAt: 'Answered on',
      },
      answers: { title: 'Monthly statements', empty: 'The client has not accepted or contested any statement yet', by: '%{name}, %{date}' },
      report: {
        title: 'Client statement',
        intro:
          'The hours planned (published shifts) and delivered (clock-ins) in a month, day by day, with who was on duty: for one site or every site of the client, as a PDF or an Excel workbook.',
        client: 'Client',
        site: 'Site',
        allSites: 'All sites',
        month: 'Month',
        pdf: 'Download statement PDF',
        xlsx: 'Download statement Excel',
        downloaded: 'Statement downloaded: %{name}',
        noClients: 'No clients',
      },
    },
  },
} satisfies TMessageTree<typeof requestsStatementIt>;
