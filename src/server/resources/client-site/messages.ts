const it = {
  created: 'Sede del cliente creata',
  deleted: 'Sede del cliente eliminata',
};

/** The client site resource's messages, merged into the server catalogue under `client-site.`. */
export const clientSiteMessages = {
  it,
  es: { created: 'Sede del cliente creada', deleted: 'Sede del cliente eliminada' } satisfies typeof it,
  en: { created: 'Client site created', deleted: 'Client site deleted' } satisfies typeof it,
};
