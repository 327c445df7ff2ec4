import type { TMessageTree } from '../../app/types';
import type { attendanceMonthsIt } from './it';

export const attendanceMonthsEn = {
  months: {
    title: 'Month close',
    intro:
      'Close a month once all its attendance is complete: from then on, attendance, leave and sick leave of the month can no longer be created, changed or deleted.',
    loadError: 'Could not load the months.',
    empty: 'No company to show.',
    state: { OPEN: 'Open', READY: 'Ready to close', CLOSED: 'Closed' },
    current: 'Current month',
    closedOn: 'Closed on %{date} by %{name}',
    reopenedOn: 'Reopened on %{date} by %{name}: %{reason}',
    missingTitle: 'To sort out before closing (%{count})',
    missingMore: 'and %{count} more: open the attendance list',
    reason: { OPEN: 'still open', MISSED: 'missed clock-out', REVIEW: 'to be checked' },
    record: '%{name}, %{date}: %{reason}',
    close: 'Close the month',
    reopen: 'Reopen',
    xlsx: 'Excel sheet',
    pdf: 'PDF',
    downloaded: 'Downloaded %{name}',
    confirmTitle: 'Close %{month}?',
    confirmBody:
      'Once closed, nobody can create, change or delete attendance, leave and sick leave of %{month} for %{company}. It can be reopened with a reason.',
    reopenTitle: 'Reopen %{month}?',
    reopenBody: 'The reason stays in the history, seen by whoever closes the months.',
    reopenReason: 'Reason for reopening',
    cancel: 'Cancel',
    unknown: 'unknown',
  },
} satisfies TMessageTree<typeof attendanceMonthsIt>;
