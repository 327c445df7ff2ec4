/** Placeholder until the portal screen is built (issue 25). */
export const RequestDetailPage = () => null;
