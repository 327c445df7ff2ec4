/** Built by the issue 21 work. */
export const RosterPage = () => null;
