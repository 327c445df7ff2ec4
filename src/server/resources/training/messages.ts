const it = {
  registerBusy: 'Troppe sessioni registrate nello stesso momento: riprova tra poco',
  created: 'Formazione registrata',
  deleted: 'Formazione eliminata',
  completedInFuture: 'Il corso non può essere completato in una data futura',
  documentOfOtherPerson: "L'attestato deve essere un documento della stessa persona",
  registered: "Un attestato del registro dell'azienda non si elimina: il suo numero resta assegnato",
};

export const trainingMessages = {
  it,
  es: {
    registerBusy: 'Demasiadas sesiones registradas al mismo tiempo: inténtalo de nuevo en un momento',
    created: 'Formación registrada',
    deleted: 'Formación eliminada',
    completedInFuture: 'El curso no puede completarse en una fecha futura',
    documentOfOtherPerson: 'El certificado debe ser un documento de la misma persona',
    registered: 'Un certificado del registro de la empresa no se elimina: su número sigue asignado',
  } satisfies typeof it,
  en: {
    registerBusy: 'Too many sessions recorded at the same time: try again in a moment',
    created: 'Training recorded',
    deleted: 'Training deleted',
    completedInFuture: 'The course cannot be completed on a future date',
    documentOfOtherPerson: "The certificate must be one of the same person's documents",
    registered: "An attestato of the company's register is not deleted: its number stays assigned",
  } satisfies typeof it,
};
