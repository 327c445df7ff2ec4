import { onToast, type TToast } from '../providers/toast';
import { h, type TRedraw, type TTranslate } from './dom';
import { closeIcon, severityIcon } from './icons';
import css from './toasts.module.css';

type TShown = { element: HTMLElement; timer: number; redraw: (translate: TTranslate) => void };

/** The most on screen at once, as the app's stack keeps them: the last four. */
const MOST = 4;

/**
 * The specification's toasts (section 8) as the app's ToastStack shows them (components/ToastStack.tsx):
 * stacked top right, the last four, each gone after its life (3000 ms) or at its close button, the
 * title in bold over the server's message, in the severity's colour. Its timers and its listening
 * end with `dispose`: none fires on a page that is gone.
 */
export const toastStack = () => {
  let translate: TTranslate = (key) => key;
  const shown = new Map<number, TShown>();
  const stack = h('div', { 'aria-live': 'polite', class: css.stack });

  const dismiss = (id: number) => {
    const toast = shown.get(id);
    if (!toast) return;
    window.clearTimeout(toast.timer);
    toast.element.remove();
    shown.delete(id);
  };

  const draw = (toast: TToast): TShown => {
    const title = h('div', { class: `${css.title} ${toast.message ? css.withMessage : ''}` });
    const close = h('button', { type: 'button', class: css.close }, closeIcon());
    close.addEventListener('click', () => dismiss(toast.id));
    const element = h(
      'div',
      { role: 'alert', 'data-testid': 'toast', 'data-severity': toast.severity, class: `${css.toast} ${css[toast.severity]}` },
      h('div', { class: css.icon }, severityIcon(toast.severity)),
      h('div', { class: css.message }, title, ...(toast.message ? [h('span', {}, toast.message)] : [])),
      h('div', { class: css.action }, close),
    );
    const redraw = (words: TTranslate) => {
      title.textContent = words(toast.title);
      close.title = words('toast.close');
      close.setAttribute('aria-label', words('toast.close'));
    };
    redraw(translate);
    return { element, redraw, timer: window.setTimeout(() => dismiss(toast.id), toast.life) };
  };

  const stop = onToast((toast) => {
    for (const id of [...shown.keys()].slice(0, Math.max(0, shown.size - (MOST - 1)))) dismiss(id);
    const drawn = draw(toast);
    shown.set(toast.id, drawn);
    stack.append(drawn.element);
  });

  const redraw: TRedraw = (words) => {
    translate = words;
    shown.forEach((toast) => toast.redraw(words));
  };

  /** The toasts on screen stay until the app's first screen replaces the page; their timers end now. */
  const dispose = () => {
    stop();
    shown.forEach((toast) => window.clearTimeout(toast.timer));
  };

  return { element: stack, redraw, dispose };
};
