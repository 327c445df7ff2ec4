const it = {
  created: 'Giudizio di idoneità registrato',
  deleted: 'Giudizio di idoneità eliminato',
  visitInFuture: 'La visita non può essere in una data futura',
  documentOfOtherPerson: 'Il certificato deve essere un documento della stessa persona',
};

/** The medical fitness resource's messages, merged into the server catalogue under `medicalFitness.`. */
export const medicalFitnessMessages = {
  it,
  es: {
    created: 'Juicio de aptitud registrado',
    deleted: 'Juicio de aptitud eliminado',
    visitInFuture: 'La visita no puede tener una fecha futura',
    documentOfOtherPerson: 'El certificado debe ser un documento de la misma persona',
  } satisfies typeof it,
  en: {
    created: 'Fitness judgement recorded',
    deleted: 'Fitness judgement deleted',
    visitInFuture: 'The visit cannot be on a future date',
    documentOfOtherPerson: "The certificate must be one of the same person's documents",
  } satisfies typeof it,
};
