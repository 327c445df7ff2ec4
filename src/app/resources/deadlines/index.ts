import { lazy } from 'react';

/**
 * The office's deadline screens load on demand, so a worker's phone never downloads them (no icon:
 * the side menu has its own, and one here would ride in the first download).
 */
export const deadlines = {
  list: lazy(() => import('./DeadlineList').then((m) => ({ default: m.DeadlineList }))),
  create: lazy(() => import('./DeadlineForms').then((m) => ({ default: m.DeadlineCreate }))),
  edit: lazy(() => import('./DeadlineForms').then((m) => ({ default: m.DeadlineEdit }))),
  recordRepresentation: 'title',
};

/** /deadlines/compliance: people × required kinds, printable. */
export const CompliancePage = lazy(() => import('../../pages/deadlines/CompliancePage').then((m) => ({ default: m.CompliancePage })));

/** /deadlines/kinds: the company's catalogue of kinds. */
export const KindsPage = lazy(() => import('../../pages/deadlines/KindsPage').then((m) => ({ default: m.KindsPage })));
