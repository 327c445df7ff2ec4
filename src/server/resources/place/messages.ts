const it = {
  created: 'Sede aziendale creata',
  deleted: 'Sede aziendale eliminata',
};

/** The place resource's messages, merged into the server catalogue under `place.`. */
export const placeMessages = {
  it,
  es: { created: 'Sede de la empresa creada', deleted: 'Sede de la empresa eliminada' } satisfies typeof it,
  en: { created: 'Company site created', deleted: 'Company site deleted' } satisfies typeof it,
};
