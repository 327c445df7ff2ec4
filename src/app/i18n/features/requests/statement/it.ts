/** The monthly statement of a client's site: the words of the client's and the office's screens. */
export const requestsStatementIt = {};
