import { coverageMessages } from './coverage/messages';
import { postMessages } from './posts/messages';
import { ruleMessages } from './rules/messages';
import { shiftMessages } from './shifts/messages';

/** The workforce messages (server side), merged into the catalogue under `workforce.`; es and en mirror it. */
const it = {
  armedNeedsGpg: 'Un posto armato richiede una guardia particolare giurata',
  serviceNeedsGpg: 'Questo servizio (art. 134 TULPS) richiede una guardia particolare giurata',
  rangeTooLong: 'Al massimo 62 giorni alla volta',
  post: postMessages.it,
  shift: shiftMessages.it,
  rule: ruleMessages.it,
  coverage: coverageMessages.it,
};

export const workforceMessages = {
  it,
  es: {
    armedNeedsGpg: 'Un puesto armado requiere un vigilante jurado (GPG)',
    serviceNeedsGpg: 'Este servicio (art. 134 TULPS) requiere un vigilante jurado (GPG)',
    rangeTooLong: 'Como máximo 62 días a la vez',
    post: postMessages.es,
    shift: shiftMessages.es,
    rule: ruleMessages.es,
    coverage: coverageMessages.es,
  } satisfies typeof it,
  en: {
    armedNeedsGpg: 'An armed post needs a licensed security guard (GPG)',
    serviceNeedsGpg: 'This service (art. 134 TULPS) needs a licensed security guard (GPG)',
    rangeTooLong: 'At most 62 days at a time',
    post: postMessages.en,
    shift: shiftMessages.en,
    rule: ruleMessages.en,
    coverage: coverageMessages.en,
  } satisfies typeof it,
};
