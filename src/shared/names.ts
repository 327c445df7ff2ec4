/** A person as lists and sheets name them: 'Rossi Mario'; null when both parts are missing. */
export const surnameFirst = (lastName: string | null | undefined, firstName: string | null | undefined): string | null =>
  [lastName, firstName].filter(Boolean).join(' ') || null;
