/** Deadlines: the office's screens (table, compliance grid, kinds, a person's and a vehicle's tab). */
export const deadlinesOfficeIt = {
  deadlinesOffice: {},
};
