/** Placeholder until the invitation page is built (issue 25). */
export const InvitationPage = () => null;
