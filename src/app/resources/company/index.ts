import { lazy } from 'react';
import BusinessOutlined from '@mui/icons-material/BusinessOutlined';

/** The company screens load on demand, so a worker's phone never downloads them. */
export const company = {
  list: lazy(() => import('./CompanyList').then((m) => ({ default: m.CompanyList }))),
  create: lazy(() => import('./CompanyCreate').then((m) => ({ default: m.CompanyCreate }))),
  edit: lazy(() => import('./CompanyEdit').then((m) => ({ default: m.CompanyEdit }))),
  show: lazy(() => import('./CompanyShow').then((m) => ({ default: m.CompanyShow }))),
  icon: BusinessOutlined,
  recordRepresentation: 'name',
};
