/** The workforce 'post' messages, under `workforce.post.` (filled in by the issue 21 build). */
const it = {};

export const postMessages = {
  it,
  es: {} satisfies typeof it,
  en: {} satisfies typeof it,
};
