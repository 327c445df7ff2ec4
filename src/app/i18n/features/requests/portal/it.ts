/** Client service requests: the words of the client's portal (/dashclient). */
export const requestsPortalIt = {};
