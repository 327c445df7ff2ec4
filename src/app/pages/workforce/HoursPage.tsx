/** Built by the issue 21 work. */
export const HoursPage = () => null;
