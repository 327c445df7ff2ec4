import { lazy } from 'react';
import HandshakeOutlined from '@mui/icons-material/HandshakeOutlined';

/** The client screens load on demand, so a worker's phone never downloads them. */
export const client = {
  list: lazy(() => import('./ClientList').then((m) => ({ default: m.ClientList }))),
  create: lazy(() => import('./ClientCreate').then((m) => ({ default: m.ClientCreate }))),
  edit: lazy(() => import('./ClientEdit').then((m) => ({ default: m.ClientEdit }))),
  show: lazy(() => import('./ClientShow').then((m) => ({ default: m.ClientShow }))),
  icon: HandshakeOutlined,
  recordRepresentation: 'name',
};

/** The office's client requests (issue 25), in the client area. */
export const OfficeRequestListPage = lazy(() => import('../../pages/requests/OfficeRequestListPage').then((m) => ({ default: m.OfficeRequestListPage })));
export const OfficeRequestPage = lazy(() => import('../../pages/requests/OfficeRequestPage').then((m) => ({ default: m.OfficeRequestPage })));
