import { lazy } from 'react';
import PeopleAltOutlined from '@mui/icons-material/PeopleAltOutlined';
import { fullName } from './name';

/** The user screens load on demand, so a worker's phone never downloads them. */
export const user = {
  list: lazy(() => import('./UserList').then((m) => ({ default: m.UserList }))),
  create: lazy(() => import('./UserCreate').then((m) => ({ default: m.UserCreate }))),
  edit: lazy(() => import('./UserEdit').then((m) => ({ default: m.UserEdit }))),
  show: lazy(() => import('./UserShow').then((m) => ({ default: m.UserShow }))),
  icon: PeopleAltOutlined,
  recordRepresentation: fullName,
};

/** /user/documents: the people's documents, with who has acknowledged them. */
export { PeopleDocumentsPage as UserDocumentsPage } from '../document';
