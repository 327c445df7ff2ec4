const it = {
  created: 'Cliente creato',
  deleted: 'Cliente eliminato',
  duplicate: {
    vat: "Partita IVA già registrata per un cliente dell'azienda",
    fiscalCode: "Codice fiscale già registrato per un cliente dell'azienda",
  },
  inUse: 'Il cliente ha ancora utenti o altri dati collegati: disattivalo invece di eliminarlo',
  hasAttendance: 'Le sedi del cliente hanno presenze registrate (%{count}), che vanno conservate: disattiva il cliente invece di eliminarlo',
  hasShifts: 'Le sedi del cliente hanno turni pubblicati (%{count}), che vanno conservati: disattiva il cliente invece di eliminarlo',
};

/** The client resource's messages, merged into the server catalogue under `client.`. */
export const clientMessages = {
  it,
  es: {
    created: 'Cliente creado',
    deleted: 'Cliente eliminado',
    duplicate: {
      vat: 'Partita IVA ya registrada para un cliente de la empresa',
      fiscalCode: 'Código fiscal ya registrado para un cliente de la empresa',
    },
    inUse: 'El cliente todavía tiene usuarios u otros datos vinculados: desactívalo en lugar de eliminarlo',
    hasAttendance: 'Las sedes del cliente tienen asistencias registradas (%{count}), que deben conservarse: desactiva el cliente en lugar de eliminarlo',
    hasShifts: 'Las sedes del cliente tienen turnos publicados (%{count}), que deben conservarse: desactiva el cliente en lugar de eliminarlo',
  } satisfies typeof it,
  en: {
    created: 'Client created',
    deleted: 'Client deleted',
    duplicate: {
      vat: "VAT number already registered for one of the company's clients",
      fiscalCode: "Fiscal code already registered for one of the company's clients",
    },
    inUse: 'The client still has users or other linked data: deactivate it instead of deleting it',
    hasAttendance: "The client's sites have recorded attendance (%{count}), which must be kept: deactivate the client instead of deleting it",
    hasShifts: "The client's sites have published shifts (%{count}), which must be kept: deactivate the client instead of deleting it",
  } satisfies typeof it,
};
