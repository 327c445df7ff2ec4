import type { PathDocs } from '../types';
import { attendanceDocs } from './attendance';
import { deadlineDocs, medicalDocs } from './deadlines';
import { documentDocs, trainingDocs } from './documents';
import { homeDocs, notificationDocs, systemDocs } from './misc';
import { authDocs, companyDocs, invitationDocs, registryDocs, userDocs } from './people';
import { permissionDocs } from './permission';
import { requestDocs } from './requests';
import { workforceDocs } from './workforce';

/** Every area's route descriptions: a route registered without one is missing from the document (and fails its test). */
export const API_AREAS: PathDocs[] = [
  systemDocs,
  authDocs,
  invitationDocs,
  homeDocs,
  companyDocs,
  userDocs,
  registryDocs,
  notificationDocs,
  attendanceDocs,
  permissionDocs,
  documentDocs,
  trainingDocs,
  deadlineDocs,
  medicalDocs,
  workforceDocs,
  requestDocs,
];
