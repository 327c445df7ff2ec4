const it = {
  created: 'Sede aziendale creata',
  deleted: 'Sede aziendale eliminata',
  hasAttendance: 'La sede ha presenze registrate (%{count}), che vanno conservate: non può essere eliminata',
};

/** The place resource's messages, merged into the server catalogue under `place.`. */
export const placeMessages = {
  it,
  es: {
    created: 'Sede de la empresa creada',
    deleted: 'Sede de la empresa eliminada',
    hasAttendance: 'La sede tiene asistencias registradas (%{count}), que deben conservarse: no se puede eliminar',
  } satisfies typeof it,
  en: {
    created: 'Company site created',
    deleted: 'Company site deleted',
    hasAttendance: 'The site has recorded attendance (%{count}), which must be kept: it cannot be deleted',
  } satisfies typeof it,
};
