import { lazy } from 'react';
import BeachAccessOutlined from '@mui/icons-material/BeachAccessOutlined';

/** The back office's leave screens, loaded on demand: a worker's phone never downloads them. */
export const permission = {
  list: lazy(() => import('./PermissionList').then((m) => ({ default: m.PermissionList }))),
  show: lazy(() => import('./PermissionShow').then((m) => ({ default: m.PermissionShow }))),
  icon: BeachAccessOutlined,
  recordRepresentation: (record: { userName?: string | null; id: unknown }) => record.userName ?? `#${String(record.id)}`,
};
