const it = {
  created: 'Sede del cliente creata',
  deleted: 'Sede del cliente eliminata',
  hasAttendance: 'La sede ha presenze registrate (%{count}), che vanno conservate: non può essere eliminata',
};

/** The client site resource's messages, merged into the server catalogue under `client-site.`. */
export const clientSiteMessages = {
  it,
  es: {
    created: 'Sede del cliente creada',
    deleted: 'Sede del cliente eliminada',
    hasAttendance: 'La sede tiene asistencias registradas (%{count}), que deben conservarse: no se puede eliminar',
  } satisfies typeof it,
  en: {
    created: 'Client site created',
    deleted: 'Client site deleted',
    hasAttendance: 'The site has recorded attendance (%{count}), which must be kept: it cannot be deleted',
  } satisfies typeof it,
};
