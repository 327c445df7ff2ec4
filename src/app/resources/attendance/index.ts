import { lazy } from 'react';
import EventAvailableOutlined from '@mui/icons-material/EventAvailableOutlined';

/** The back office's attendance screens, loaded on demand: a worker's phone never downloads them. */
export const attendance = {
  list: lazy(() => import('./AttendanceList').then((m) => ({ default: m.AttendanceList }))),
  show: lazy(() => import('./AttendanceShow').then((m) => ({ default: m.AttendanceShow }))),
  edit: lazy(() => import('./AttendanceEdit').then((m) => ({ default: m.AttendanceEdit }))),
  create: lazy(() => import('./AttendanceCreate').then((m) => ({ default: m.AttendanceCreate }))),
  icon: EventAvailableOutlined,
  recordRepresentation: (record: { userName?: string | null; id: unknown }) => record.userName ?? `#${String(record.id)}`,
};

export const PresencePage = lazy(() => import('./PresencePage').then((m) => ({ default: m.PresencePage })));
