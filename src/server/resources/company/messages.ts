const it = {
  created: 'Azienda creata',
  updated: 'Azienda aggiornata',
  deleted: 'Azienda eliminata',
  duplicateVat: 'Partita IVA già registrata',
  hasActiveUsers: "L'azienda ha ancora %{count} utenti attivi: disattivali o spostali prima di eliminarla",
  inUse: "L'azienda è ancora collegata ad altri dati e non può essere eliminata",
};

/** The company resource's messages, merged into the server catalogue under `company.`. */
export const companyMessages = {
  it,
  es: {
    created: 'Empresa creada',
    updated: 'Empresa actualizada',
    deleted: 'Empresa eliminada',
    duplicateVat: 'Partita IVA ya registrada',
    hasActiveUsers: 'La empresa todavía tiene %{count} usuarios activos: desactívalos o muévelos antes de eliminarla',
    inUse: 'La empresa todavía está vinculada a otros datos y no se puede eliminar',
  } satisfies typeof it,
  en: {
    created: 'Company created',
    updated: 'Company updated',
    deleted: 'Company deleted',
    duplicateVat: 'VAT number already registered',
    hasActiveUsers: 'The company still has %{count} active users: deactivate or move them before deleting it',
    inUse: 'The company is still linked to other data and cannot be deleted',
  } satisfies typeof it,
};
