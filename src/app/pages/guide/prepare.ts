import { canAccessPath } from '../../../shared/access';
import type { TGuideCompany } from '../../../shared/schemas/guide';
import type { TGuideBlock, TGuideCondition, TGuideLink, TGuideText, TGuideUi } from './content/types';
import { fold } from './search';

/** A part of a text: plain words, or a label of the app (shown as the app shows it, in bold). */
export interface TSegment {
  text: string;
  label: boolean;
}

export type TPreparedBlock =
  | { kind: 'p' | 'tip'; segments: TSegment[] }
  | { kind: 'steps'; items: TSegment[][] }
  | { kind: 'contacts' };

export interface TPreparedSection {
  id: string;
  title: string;
  blocks: TPreparedBlock[];
  links: Array<{ to: string; label: string }>;
  /** Everything the section shows, folded for the search. */
  folded: string;
}

type TTranslate = (key: string) => string;

const MARK = /\[\[([\w.-]+)\]\]|\{(companyName|retentionDays|missedClockOutHours)\}/g;

/** Whether a block applies to the user's company; without a company only the general words do. */
export const applies = (when: TGuideCondition | undefined, company: TGuideCompany | undefined): boolean => {
  if (!when) return true;
  if (!company) return when === 'noCompany';
  const read = company.geolocation !== 'OFF';
  switch (when) {
    case 'positionRequired': return company.geolocation === 'REQUIRED';
    case 'positionOptional': return company.geolocation === 'OPTIONAL';
    case 'positionOff': return !read;
    case 'positionRead': return read;
    case 'outsideFlagged': return read && company.outsidePolicy === 'FLAG';
    case 'outsideRefused': return read && company.outsidePolicy === 'REFUSE';
    case 'noCompany': return false;
  }
};

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `%{name}` in the guide's own words. */
export const fill = (template: string, values: Record<string, string | number>) =>
  template.replace(/%\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));

/** A text with its marks resolved: app labels from the catalogue, the company's name and settings. */
export const resolve = (text: string, { translate, company, ui }: { translate: TTranslate; company?: TGuideCompany; ui: TGuideUi }): TSegment[] => {
  const segments: TSegment[] = [];
  const push = (value: string, label: boolean) => {
    const last = segments[segments.length - 1];
    if (last && !last.label && !label) last.text += value;
    else if (value) segments.push({ text: value, label });
  };
  let from = 0;
  for (const match of text.matchAll(MARK)) {
    push(text.slice(from, match.index), false);
    const [, key, value] = match;
    if (key) push(translate(key), true);
    else if (value === 'companyName') push(company?.name ?? '', false);
    else if (value === 'retentionDays') push(count(company?.retentionDays ?? 0, ui.day, ui.days), false);
    else push(count(company?.missedClockOutHours ?? 0, ui.hour, ui.hours), false);
    from = (match.index ?? 0) + match[0].length;
  }
  push(text.slice(from), false);
  return segments;
};

const plain = (segments: TSegment[]) => segments.map((s) => s.text).join('');

/** The words the contacts block shows, so that a search for the company or its number finds it. */
const contactWords = (company: TGuideCompany | undefined, ui: TGuideUi, noPhone: string) =>
  company ? [company.name, company.phone ? fill(ui.call, { phone: company.phone }) : noPhone, company.email ?? ''].join(' ') : ui.noCompany;

/** The links a role may open: a screen its guard would refuse is not offered. */
export const visibleLinks = (links: TGuideLink[], roles: readonly string[]) => links.filter((link) => canAccessPath(roles, link.to));

/**
 * The guide as this user reads it: the blocks that apply to their company, every mark resolved,
 * the links their role may open, and each section's words folded for the search.
 */
export const prepareGuide = (
  guide: TGuideText,
  { translate, company, roles }: { translate: TTranslate; company?: TGuideCompany; roles: readonly string[] },
): TPreparedSection[] => {
  const context = { translate, company, ui: guide.ui };
  const noPhone = plain(resolve(guide.ui.noPhone, context));
  return guide.sections.map((section) => {
    const blocks = section.blocks
      .filter((block: TGuideBlock) => block.kind === 'contacts' || applies(block.when, company))
      .map((block): TPreparedBlock => {
        if (block.kind === 'contacts') return block;
        if (block.kind === 'steps') return { kind: 'steps', items: block.items.map((item) => resolve(item, context)) };
        return { kind: block.kind, segments: resolve(block.text, context) };
      });
    const links = visibleLinks(section.links, roles).map((link) => ({ to: link.to, label: plain(resolve(link.label, context)) }));
    const words = [
      section.title,
      ...blocks.map((block) =>
        block.kind === 'contacts' ? contactWords(company, guide.ui, noPhone) : block.kind === 'steps' ? block.items.map(plain).join(' ') : plain(block.segments)),
      ...links.map((link) => link.label),
    ];
    return { id: section.id, title: section.title, blocks, links, folded: fold(words.join(' ')) };
  });
};
