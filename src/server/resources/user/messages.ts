const it = {
  updated: 'Utente aggiornato',
  deleted: 'Utente eliminato',
  activated: 'Utente riattivato',
  deactivated: 'Utente disattivato: le sue sessioni sono terminate',
  passwordReset: "Password temporanea generata: comunicala all'utente, non sarà più mostrata",
  selfAction: 'Non puoi farlo sul tuo account: usa il tuo profilo o chiedi a un altro amministratore',
  ownRoles: 'Non puoi cambiare i tuoi ruoli o le tue aziende',
  inUse: "L'utente è collegato ad altri dati e non può essere eliminato: disattivalo",
  otherCompanies: 'Questo utente lavora anche per aziende che non gestisci: può modificarlo solo un amministratore',
  gpgNeedsEu: 'Un cittadino extra UE non può essere guardia particolare giurata',
  armedNeedsGpg: 'Solo una guardia particolare giurata può essere armata',
};

/** The user resource's messages, merged into the server catalogue under `user.`. */
export const userMessages = {
  it,
  es: {
    updated: 'Usuario actualizado',
    deleted: 'Usuario eliminado',
    activated: 'Usuario reactivado',
    deactivated: 'Usuario desactivado: sus sesiones han terminado',
    passwordReset: 'Contraseña temporal generada: comunícala al usuario, no se volverá a mostrar',
    selfAction: 'No puedes hacerlo en tu cuenta: usa tu perfil o pide a otro administrador',
    ownRoles: 'No puedes cambiar tus roles ni tus empresas',
    inUse: 'El usuario está vinculado a otros datos y no se puede eliminar: desactívalo',
    otherCompanies: 'Este usuario también trabaja para empresas que no gestionas: solo un administrador puede modificarlo',
    gpgNeedsEu: 'Un ciudadano de fuera de la UE no puede ser guardia jurado (GPG)',
    armedNeedsGpg: 'Solo un guardia jurado (GPG) puede ir armado',
  } satisfies typeof it,
  en: {
    updated: 'User updated',
    deleted: 'User deleted',
    activated: 'User reactivated',
    deactivated: 'User deactivated: their sessions have ended',
    passwordReset: 'Temporary password generated: give it to the user, it will not be shown again',
    selfAction: 'You cannot do this to your own account: use your profile or ask another administrator',
    ownRoles: 'You cannot change your own roles or companies',
    inUse: 'The user is linked to other data and cannot be deleted: deactivate them instead',
    otherCompanies: 'This user also works for companies you do not manage: only an administrator can change them',
    gpgNeedsEu: 'A non-EU citizen cannot be a licensed security guard (GPG)',
    armedNeedsGpg: 'Only a licensed security guard (GPG) can be armed',
  } satisfies typeof it,
};
