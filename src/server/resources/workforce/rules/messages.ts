/** The workforce 'rule' messages, under `workforce.rule.` (filled in by the issue 21 build). */
const it = {};

export const ruleMessages = {
  it,
  es: {} satisfies typeof it,
  en: {} satisfies typeof it,
};
