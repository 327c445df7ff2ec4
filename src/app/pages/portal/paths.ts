/** The portal's own paths (src/app/routes/areaRoutes.tsx). */
export const LIST_PATH = '/dashclient/home';
export const CREATE_PATH = '/dashclient/create-request';
export const requestPath = (id: number | string) => `/dashclient/request/${id}`;
