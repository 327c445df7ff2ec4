const it = {};

export const documentMessages = { it, es: {} satisfies typeof it, en: {} satisfies typeof it };
