import type { TMessageTree } from '../../app/types';
import type { payslipsIt } from './it';

export const payslipsEn = {
  menu: { documentPayslips: 'Payslips' },
  payslips: {
    title: 'Payslips of the month',
    intro: 'Send a month’s payslips at once: each goes to the person’s documents, who sees it in the app and is notified.',
    how: {
      title: 'How they are matched',
      byName: 'One PDF per person with the fiscal code in its name (for example VRDGPP90C10F839E.pdf): it goes whole to that person.',
      byContent: 'One PDF with several people’s payslips: each page goes to whoever’s fiscal code is printed on it; a page without a code follows the one before.',
      scope: 'Only people of the chosen company receive payslips. A month sent again replaces the person’s earlier payslip.',
    },
    fields: { companyId: 'Company', month: 'Month', file: 'Payslips (PDF)' },
    pickCompany: 'Choose the company of the payslips',
    files: {
      drop: 'Drop the payslip PDFs here',
      or: 'or',
      choose: 'Choose PDFs',
      accepted: 'PDF only, many at once if you like',
      selected: '%{smart_count} file chosen, %{size} |||| %{smart_count} files chosen, %{size}',
      remove: 'Remove %{name}',
      clear: 'Remove all',
    },
    submit: 'Send',
    sending: 'Sending the files: %{percent}%',
    matching: 'Files received: matching them to people…',
    progress: 'Upload progress',
    failed: 'Sending failed',
    unanswered: 'No answer from the server: check the connection and try again.',
    result: {
      title: 'Outcome',
      delivered: '%{smart_count} payslip delivered |||| %{smart_count} payslips delivered',
      noneDelivered: 'No payslip delivered',
      person: 'Person',
      file: 'File',
      pages: 'Pages',
      wholeFile: 'Whole file',
      openDocuments: 'Documents of %{name}',
      unmatched: '%{smart_count} file or group of pages not matched |||| %{smart_count} files or groups of pages not matched',
      pagesOf: 'page %{pages} |||| pages %{pages}',
      notStored: 'Nothing in this list was stored: correct the files and send them again.',
      allMatched: 'Every file was matched.',
    },
  },
} satisfies TMessageTree<typeof payslipsIt>;
