/** One e-mail in plain text and its HTML twin, from the same parts: what a mail client shows either way. */
export interface MailParts {
  /** Paragraphs before the list; a paragraph may hold a link, written out in the text. */
  paragraphs: string[];
  items?: string[];
  /** Paragraphs after the list. */
  after?: string[];
  footer?: string;
}

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (value: string) => value.replace(/[&<>"']/g, (c) => ESCAPES[c]);

// Only links the app itself wrote (its paths or PUBLIC_URL) are made clickable.
const linkify = (escaped: string) => escaped.replace(/\bhttps?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

export const renderMail = ({ paragraphs, items = [], after = [], footer }: MailParts): { text: string; html: string } => {
  const text = [
    ...paragraphs,
    ...(items.length ? [items.map((item) => `- ${item}`).join('\n')] : []),
    ...after,
    ...(footer ? [`--\n${footer}`] : []),
  ].join('\n\n');
  const p = (value: string) => `<p>${linkify(escapeHtml(value))}</p>`;
  const html = [
    '<!doctype html><html><body style="font-family:sans-serif;line-height:1.4">',
    ...paragraphs.map(p),
    ...(items.length ? [`<ul>${items.map((item) => `<li>${escapeHtml(item)}</li>`).join('')}</ul>`] : []),
    ...after.map(p),
    ...(footer ? [`<p style="color:#666;font-size:small">${escapeHtml(footer)}</p>`] : []),
    '</body></html>',
  ].join('\n');
  return { text: `${text}\n`, html };
};
