import { useEffect } from 'react';

export const APP_NAME = 'Presidio';

/** The browser tab's title for a page's own title: 'Timbratura · Presidio', or the product's name alone. */
export const documentTitleFor = (pageTitle: string | null | undefined): string => {
  const title = pageTitle?.trim();
  return title ? `${title} · ${APP_NAME}` : APP_NAME;
};

/**
 * Keeps the browser tab's title on the page's title, as react-admin's `<Title>` writes it into the
 * top of the layout (the element with `id`): a tab, a history entry or a screen reader's page
 * list then says which screen it is, in the user's language.
 */
export const useDocumentTitle = (id: string) => {
  useEffect(() => {
    const element = document.getElementById(id);
    if (!element) return undefined;
    const update = () => {
      document.title = documentTitleFor(element.textContent);
    };
    update();
    const observer = new MutationObserver(update);
    observer.observe(element, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      document.title = APP_NAME;
    };
  }, [id]);
};
