import { useToastList } from '../providers/useToastList';
import { CloseIcon, SeverityIcon } from './icons';
import css from './toasts.module.css';

/**
 * The specification's toasts (section 8) as the app's ToastStack shows them (components/ToastStack.tsx):
 * stacked top right, the last four, each gone after its life (3000 ms) or at its close button, the
 * title in bold over the server's message, in the severity's colour.
 */
export const Toasts = ({ translate }: { translate: (key: string) => string }) => {
  const { toasts, dismiss } = useToastList();

  return (
    <div aria-live="polite" className={css.stack}>
      {toasts.map((toast) => (
        <div key={toast.id} role="alert" data-testid="toast" data-severity={toast.severity} className={`${css.toast} ${css[toast.severity]}`}>
          <div className={css.icon}>
            <SeverityIcon severity={toast.severity} />
          </div>
          <div className={css.message}>
            <div className={`${css.title} ${toast.message ? css.withMessage : ''}`}>{translate(toast.title)}</div>
            {toast.message && <span>{toast.message}</span>}
          </div>
          <div className={css.action}>
            <button type="button" className={css.close} title={translate('toast.close')} aria-label={translate('toast.close')} onClick={() => dismiss(toast.id)}>
              <CloseIcon />
            </button>
          </div>
        </div>
      ))}
    </div>
  );
};
