/**
 * shared/names.ts's surnameFirst written in SQL, for statements that write their answer's JSON
 * themselves: 'Rossi Mario', either part alone, or null without both. `person` is the user table's
 * alias in the statement.
 */
export const surnameFirstSql = (person: string) => `case
  when coalesce(${person}.last_name, '') <> '' and coalesce(${person}.first_name, '') <> '' then ${person}.last_name || ' ' || ${person}.first_name
  when coalesce(${person}.last_name, '') <> '' then ${person}.last_name
  when coalesce(${person}.first_name, '') <> '' then ${person}.first_name
end`;
