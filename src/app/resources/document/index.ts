import { createElement, lazy } from 'react';
// The menu's own icon for documents: already in the worker's download, so it adds nothing to it.
import FolderSharedOutlined from '@mui/icons-material/FolderSharedOutlined';

/** The office's document screens load on demand, so a worker's phone never downloads them. */
export const document = {
  list: lazy(() => import('./DocumentList').then((m) => ({ default: m.DocumentList }))),
  create: lazy(() => import('./DocumentCreate').then((m) => ({ default: m.DocumentCreate }))),
  edit: lazy(() => import('./DocumentEdit').then((m) => ({ default: m.DocumentEdit }))),
  show: lazy(() => import('./DocumentShow').then((m) => ({ default: m.DocumentShow }))),
  icon: FolderSharedOutlined,
  recordRepresentation: 'title',
};

/** /user/documents: the people's documents, with who has acknowledged them. */
export const PeopleDocumentsPage = lazy(() => import('./DocumentList').then((m) => ({ default: () => createElement(m.DocumentList, { people: true }) })));
