import type { Locale } from '../../../../shared/i18n/validation';
import type { TCheckResult } from '../../../../shared/schemas/workforce';
import { translate } from '../../../i18n/messages';
import type { RuleParams, RuleResult } from './facts-types';
import { ruleMessages } from './messages';

const BLOCKERS = new Set(Object.keys(ruleMessages.it.blockers));

/** A blocker of the qualification check in words; a training kind lapsed where the company made it block reads '<course> expired'. */
const blockerWords = (locale: Locale, code: string) => {
  if (BLOCKERS.has(code)) return translate(locale, `workforce.rule.blockers.${code}`);
  const kind = code.replace(/_EXPIRED$/, '');
  return translate(locale, 'workforce.rule.blockers.KIND_EXPIRED', { kind: translate(locale, `deadline.kinds.${kind}`) });
};

const list = (value: string | number | undefined) => (value ? String(value).split(',') : []);

/** The params a code's text needs in words, added beside the codes and figures it carries. */
const wordsOf = (locale: Locale, code: string, params: RuleParams): RuleParams => {
  const t = (key: string, more: RuleParams = {}) => translate(locale, `workforce.rule.${key}`, { ...params, ...more });
  switch (code) {
    case 'ON_LEAVE':
    case 'SICK_LEAVE':
      return {
        typeName: translate(locale, `permission.types.${params.type}`),
        period: t(params.start ? 'period.hours' : params.to ? 'period.days' : 'period.open'),
      };
    case 'NOT_EMPLOYED':
      return { why: t(`employment.${params.reason}`) };
    case 'NOT_QUALIFIED':
      return {
        reasons: [...list(params.causes).map((cause) => t(`causes.${cause}`)), ...list(params.blockers).map((b) => blockerWords(locale, b))].join('; '),
      };
    case 'COURSE_MISSING':
      return { courseName: translate(locale, `deadline.kinds.${params.course}`), why: t(`courseReasons.${params.reason}`) };
    case 'REST_BETWEEN':
      return { sideText: t(`sides.${params.side}`) };
    default:
      return {};
  }
};

/** A check as the API answers it: its text in the caller's language, its params with the words the text used. */
export const toCheckResult = (locale: Locale, result: RuleResult): TCheckResult => {
  const params = { ...result.params, ...wordsOf(locale, result.code, result.params) };
  return { code: result.code, level: result.level, overridable: result.overridable, message: translate(locale, `workforce.rule.${result.code}`, params), params };
};
