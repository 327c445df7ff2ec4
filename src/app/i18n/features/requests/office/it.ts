/** Client service requests: the words of the office's screens (client area, client page, generate report). */
export const requestsOfficeIt = {};
