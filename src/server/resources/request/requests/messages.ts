/** Server messages of this part of the request room; es and en mirror it. */
const it = {};

export const requestCoreMessages = {
  it,
  es: {} satisfies typeof it,
  en: {} satisfies typeof it,
};
