import { lazy } from 'react';
import DirectionsCarOutlined from '@mui/icons-material/DirectionsCarOutlined';

/** The fleet screens load on demand, so a worker's phone never downloads them. */
export const vehicle = {
  list: lazy(() => import('./VehicleList').then((m) => ({ default: m.VehicleList }))),
  create: lazy(() => import('./VehicleCreate').then((m) => ({ default: m.VehicleCreate }))),
  edit: lazy(() => import('./VehicleEdit').then((m) => ({ default: m.VehicleEdit }))),
  show: lazy(() => import('./VehicleShow').then((m) => ({ default: m.VehicleShow }))),
  icon: DirectionsCarOutlined,
  recordRepresentation: 'plate',
};
