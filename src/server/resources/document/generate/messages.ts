const it = {};

export const documentGenerateMessages = { it, es: {} satisfies typeof it, en: {} satisfies typeof it };
