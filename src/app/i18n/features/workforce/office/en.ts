import type { TMessageTree } from '../../../app/types';
import type { workforceOfficeIt } from './it';

export const workforceOfficeEn = {
  menu: { workforce: 'Workforce', workforceRoster: 'Roster', workforcePosts: 'Posts', workforceHours: 'Planned and worked hours', workforceSettings: 'Rules and graces' },
  roster: {},
} satisfies TMessageTree<typeof workforceOfficeIt>;
