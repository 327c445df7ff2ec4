import type { TMessageTree } from '../../app/types';
import type { workforceIt } from './it';

export const workforceEn = {
  menu: { myShifts: 'My shifts' },
  workforce: {
    // The shared schema's rules of a post and of a range of days (its file rides with the worker's screens).
    armedNeedsGpg: 'An armed post needs a licensed guard (GPG)',
    serviceNeedsGpg: 'This service (art. 134 TULPS) needs a licensed guard (GPG)',
    rangeTooLong: 'At most 62 days at a time',
    day: { today: 'Today', tomorrow: 'Tomorrow' },
    next: { title: 'Next shifts', none: 'No shifts planned', all: 'My shifts' },
    my: { week: 'Week of %{date}', none: 'No shifts in the coming weeks', loadError: 'The shifts could not be loaded.' },
    cancelled: 'Cancelled',
    orders: {
      toRead: 'Post orders to read',
      read: 'Post orders read',
      title: 'Post orders: %{post}',
      none: 'No written orders for this post.',
      documents: 'Documents',
      version: 'Version %{version} of %{date}',
      acknowledge: 'I have read and understood the orders',
      acknowledged: 'Acknowledged on %{date}',
      changed: 'The orders have changed since you last acknowledged them.',
      loadError: 'The post orders could not be loaded.',
      close: 'Close',
    },
    site: { today: 'Today’s shift', shift: 'Shift %{time} · %{post}' },
  },
} satisfies TMessageTree<typeof workforceIt>;
