/** Placeholder until the office screen is built (issue 25). */
export const OfficeRequestPage = () => null;
