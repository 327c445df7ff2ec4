/**
 * The worker's guide, one module per language (it.ts, es.ts, en.ts), each loaded only when the
 * guide opens in that language: none of it rides in the first download.
 *
 * Texts may hold two kinds of marks, resolved when shown:
 * - `[[catalogue.key]]`: a label exactly as the app shows it (a button, a menu entry, a field),
 *   read from the app's catalogue in the same language, so the guide can never disagree with
 *   the screens;
 * - `{companyName}`, `{retentionDays}`, `{missedClockOutHours}`: the worker's company's own
 *   name and settings (GET api/guide).
 */

/** When a block applies: by the company's clocking rules, or when the user has no company. */
export type TGuideCondition =
  | 'positionRequired'
  | 'positionOptional'
  | 'positionOff'
  | 'positionRead'
  | 'outsideFlagged'
  | 'outsideRefused'
  | 'noCompany';

export type TGuideBlock =
  | { kind: 'p'; text: string; when?: TGuideCondition }
  | { kind: 'steps'; items: string[]; when?: TGuideCondition }
  | { kind: 'tip'; text: string; when?: TGuideCondition }
  /** The company's phone and e-mail (or what to do without them), drawn from its record. */
  | { kind: 'contacts' };

export interface TGuideLink {
  /** An app path; shown only to a role that may open it. */
  to: string;
  /** Usually a `[[menu.*]]` label: the screen's name in the menu. */
  label: string;
}

export interface TGuideSection {
  /** The anchor: /home/guide#<id> opens this section. The same ids in every language. */
  id: string;
  title: string;
  blocks: TGuideBlock[];
  links: TGuideLink[];
}

/** The guide's own words around the sections: search, contacts, states. */
export interface TGuideUi {
  intro: string;
  search: string;
  searchHint: string;
  clear: string;
  results: string;
  oneResult: string;
  noResults: string;
  noResultsHint: string;
  company: string;
  call: string;
  write: string;
  noPhone: string;
  noCompany: string;
  loadError: string;
  retry: string;
  goTo: string;
  day: string;
  days: string;
  hour: string;
  hours: string;
}

export interface TGuideText {
  ui: TGuideUi;
  sections: TGuideSection[];
}
