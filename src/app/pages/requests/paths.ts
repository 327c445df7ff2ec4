/** Where a request opens: the office's page of it, inside the client area. */
export const requestPath = (id: number | string) => `/client/requests/${id}`;

/** The office's list of one client's requests. */
export const clientRequestsPath = (clientId: number) => `/client/requests?${new URLSearchParams({ filter: JSON.stringify({ clientId }) })}`;

/** The roster's week holding a day, on the request's site: where the office assigns and publishes the drafts. */
export const rosterPath = (day: string, siteId: number | null) =>
  `/workforce?${new URLSearchParams({ span: 'week', day, view: 'posts', ...(siteId ? { siteId: String(siteId) } : {}) })}`;
