import { lazy } from 'react';

/**
 * The office's workforce screens load on demand, so a worker's phone never downloads them: the
 * roster is the resource's list (/workforce, alias /workforce/table); posts, the hours report and
 * the settings are its child routes.
 */
export const workforce = {
  list: lazy(() => import('../../pages/workforce/roster/RosterPage').then((m) => ({ default: m.RosterPage }))),
};

export const PostList = lazy(() => import('./posts/PostList').then((m) => ({ default: m.PostList })));
export const PostCreate = lazy(() => import('./posts/PostForms').then((m) => ({ default: m.PostCreate })));
export const PostEdit = lazy(() => import('./posts/PostForms').then((m) => ({ default: m.PostEdit })));
export const HoursPage = lazy(() => import('../../pages/workforce/HoursPage').then((m) => ({ default: m.HoursPage })));
export const WorkforceSettingsPage = lazy(() => import('../../pages/workforce/SettingsPage').then((m) => ({ default: m.SettingsPage })));

