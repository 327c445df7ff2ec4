/** Workforce: the worker's words (next shifts, 'I miei turni', the post's orders to acknowledge). */
export const workforceIt = {
  menu: { myShifts: 'I miei turni' },
  workforce: {},
};
