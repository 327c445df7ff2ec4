import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Locale } from '../../shared/i18n/locales';
import { LANGUAGE_OPTIONS } from '../i18n/languages';
import { CheckIcon, LanguageIcon } from './icons';
import css from './signin.module.css';

type TProps = { locale: string; onChoose: (locale: Locale) => void; translate: (key: string) => string };

/**
 * it / es / en in a menu, as the app's LanguageMenu shows them (layout/LanguageMenu.tsx), with plain
 * buttons: the same button and name, the menu opening on the language in use, arrows, Home and End
 * moving through it, Escape or Tab or a tap outside closing it, the focus back on the button.
 */
export const LanguagePicker = ({ locale, onChoose, translate }: TProps) => {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const current = LANGUAGE_OPTIONS.find((option) => option.code === locale) ?? LANGUAGE_OPTIONS[0];

  const items = () => [...(menu.current?.querySelectorAll<HTMLButtonElement>('[role="menuitem"]') ?? [])];

  useEffect(() => {
    if (open) (items().find((item) => item.hasAttribute('aria-current')) ?? items()[0])?.focus();
  }, [open]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items();
    const at = all.indexOf(document.activeElement as HTMLButtonElement);
    const move = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: all.length - 1 }[event.key];
    if (move !== undefined) {
      event.preventDefault();
      all[(move + all.length) % all.length]?.focus();
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      close();
    }
  };

  return (
    <>
      <button
        ref={button}
        type="button"
        className={css.textButton}
        onClick={() => setOpen(true)}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={`${current.label} – ${translate('topbar.language')}: ${current.name}`}
        data-testid="language-selector"
      >
        <span className={css.startIcon}>
          <LanguageIcon />
        </span>
        {current.label}
      </button>
      {open && (
        <>
          <div className={css.backdrop} onClick={close} />
          <div ref={menu} id={menuId} role="menu" aria-label={translate('topbar.language')} className={css.menu} onKeyDown={onKeyDown}>
            {LANGUAGE_OPTIONS.map((option) => (
              <button
                key={option.code}
                type="button"
                role="menuitem"
                // The language in use, ticked (MUI's menu marks it selected): current among the three.
                aria-current={option.code === locale || undefined}
                lang={option.code}
                tabIndex={-1}
                className={css.menuItem}
                onClick={() => {
                  close();
                  onChoose(option.value);
                }}
              >
                <span className={css.menuTick}>{option.code === locale && <CheckIcon />}</span>
                {option.name}
              </button>
            ))}
          </div>
        </>
      )}
    </>
  );
};
