/** Deadlines: what the worker sees of their own (landing card, documents page); the office's words are in office/. */
export const deadlinesIt = {
  deadlines: {},
};
