const it = {};

export const trainingMessages = { it, es: {} satisfies typeof it, en: {} satisfies typeof it };
