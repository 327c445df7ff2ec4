/** The invitation messages (server side), merged into the catalogue under `invitation.`; es and en mirror it. */
const it = {};

export const invitationMessages = {
  it,
  es: {} satisfies typeof it,
  en: {} satisfies typeof it,
};
