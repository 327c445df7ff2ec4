const it = {
  registerBusy: 'Troppe sessioni registrate nello stesso momento: riprova tra poco',
};

export const trainingMessages = {
  it,
  es: { registerBusy: 'Demasiadas sesiones registradas al mismo tiempo: inténtalo de nuevo en un momento' } satisfies typeof it,
  en: { registerBusy: 'Too many sessions recorded at the same time: try again in a moment' } satisfies typeof it,
};
