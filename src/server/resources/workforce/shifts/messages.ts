/** The workforce 'shift' messages, under `workforce.shift.` (filled in by the issue 21 build). */
const it = {};

export const shiftMessages = {
  it,
  es: {} satisfies typeof it,
  en: {} satisfies typeof it,
};
