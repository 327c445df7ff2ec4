import type { Locale } from '../../shared/i18n/locales';
import { LANGUAGE_OPTIONS } from '../i18n/languages';
import { h, setAttributes, type TRedraw } from './dom';
import { checkIcon, languageIcon } from './icons';
import css from './signin.module.css';

const MENU_ID = 'signin-language-menu';

/**
 * it / es / en in a menu, as the app's LanguageMenu shows them (layout/LanguageMenu.tsx), with plain
 * buttons: the same button and name, the menu opening on the language in use, arrows, Home and End
 * moving through it, Escape or Tab or a tap outside closing it, the focus back on the button.
 * Its elements stay when the language changes (the focus with them); only their words change.
 */
export const languagePicker = (onChoose: (locale: Locale) => void) => {
  let locale: Locale = LANGUAGE_OPTIONS[0].code;
  const label = document.createTextNode('');
  const button = h(
    'button',
    { type: 'button', class: css.textButton, 'aria-haspopup': 'menu', 'aria-expanded': 'false', 'data-testid': 'language-selector' },
    h('span', { class: css.startIcon }, languageIcon()),
    label,
  );
  const backdrop = h('div', { class: css.backdrop });
  const menu = h('div', { id: MENU_ID, role: 'menu', class: css.menu });
  const items = LANGUAGE_OPTIONS.map((option) => {
    const tick = h('span', { class: css.menuTick });
    const item = h('button', { type: 'button', role: 'menuitem', lang: option.code, tabindex: -1, class: css.menuItem }, tick, option.name);
    item.addEventListener('click', () => {
      close();
      onChoose(option.value);
    });
    return { option, item, tick };
  });
  menu.append(...items.map(({ item }) => item));

  const close = () => {
    backdrop.remove();
    menu.remove();
    setAttributes(button, { 'aria-expanded': 'false', 'aria-controls': undefined });
    button.focus();
  };

  const open = () => {
    if (menu.isConnected) return;
    button.after(backdrop, menu);
    setAttributes(button, { 'aria-expanded': 'true', 'aria-controls': MENU_ID });
    (items.find(({ option }) => option.code === locale) ?? items[0]).item.focus();
  };

  button.addEventListener('click', open);
  backdrop.addEventListener('click', close);
  menu.addEventListener('keydown', (event) => {
    const all = items.map(({ item }) => item);
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = ({ ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 } as Record<string, number>)[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  });

  const redraw: TRedraw = (translate, current) => {
    locale = current;
    const chosen = LANGUAGE_OPTIONS.find((option) => option.code === current) ?? LANGUAGE_OPTIONS[0];
    const name = translate('topbar.language');
    label.data = chosen.label;
    button.setAttribute('aria-label', `${chosen.label} – ${name}: ${chosen.name}`);
    menu.setAttribute('aria-label', name);
    // The language in use, ticked (MUI's menu marks it selected): current among the three.
    for (const { option, item, tick } of items) {
      const inUse = option.code === current;
      setAttributes(item, { 'aria-current': inUse ? 'true' : undefined });
      tick.replaceChildren(...(inUse ? [checkIcon()] : []));
    }
  };

  return { element: button, redraw };
};
