import { useId, useState, type FormEvent } from 'react';
import type { TCredentials } from '../providers/authProvider';
import css from './form.module.css';
import { EyeIcon, EyeOffIcon } from './icons';

type TTranslate = (key: string) => string;

type TProps = {
  field: 'fiscalCode' | 'username';
  translate: TTranslate;
  /** Signs in; false when it failed (the form takes the credentials again). */
  signIn: (credentials: TCredentials) => Promise<boolean>;
  /** The display setting's field style: outlined (the default) or filled. */
  inputStyle: 'outlined' | 'filled';
};

/** A required field's label as MUI writes it: the name, then a mark screen readers skip (the input says it is required). */
const Label = ({ htmlFor, text }: { htmlFor: string; text: string }) => (
  <label htmlFor={htmlFor} className={css.label}>
    {text}
    <span aria-hidden="true">{'\u2009*'}</span>
  </label>
);

/**
 * Identifier (fiscal code for staff, username for clients) and password, as the app's SignInForm
 * (pages/auth/SignInForm.tsx) takes them, with plain inputs: the same names, autocomplete hints,
 * required fields checked by the browser, the fiscal code's spaces dropped and upper case, the eye
 * that shows the password, the button busy until the answer.
 */
export const SignInForm = ({ field, translate, signIn, inputStyle }: TProps) => {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [visible, setVisible] = useState(false);
  const [pending, setPending] = useState(false);
  const id = useId();
  const fiscal = field === 'fiscalCode';

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setPending(true);
    const credentials = { [field]: identifier.trim(), password } as TCredentials;
    const ok = await signIn(credentials);
    if (!ok) setPending(false);
  };

  return (
    <form onSubmit={submit} className={`${css.form} ${inputStyle === 'filled' ? css.filled : ''}`}>
      <div className={css.field}>
        <input
          id={`${id}-identifier`}
          name={field}
          className={css.input}
          value={identifier}
          // A fiscal code is read in groups (RSSMRA 80A01 H501U): spaces typed or pasted are dropped.
          onChange={(e) => setIdentifier(fiscal ? e.target.value.replace(/\s+/g, '').toUpperCase() : e.target.value)}
          autoComplete="username"
          autoFocus
          required
          // Room for a pasted code with its spaces, which the change above removes.
          maxLength={fiscal ? 24 : 100}
          spellCheck={false}
          autoCapitalize={fiscal ? 'characters' : 'none'}
          autoCorrect="off"
          // A blank placeholder tells the label (CSS :placeholder-shown) whether the field is empty.
          placeholder=" "
        />
        <Label htmlFor={`${id}-identifier`} text={translate(`auth.${field}`)} />
      </div>
      <div className={css.field}>
        <input
          id={`${id}-password`}
          name="password"
          type={visible ? 'text' : 'password'}
          className={`${css.input} ${css.withToggle}`}
          value={password}
          onChange={(e) => setPassword(e.target.value)}
          autoComplete="current-password"
          required
          placeholder=" "
        />
        <Label htmlFor={`${id}-password`} text={translate('auth.password')} />
        <button type="button" className={css.toggle} aria-label={translate(visible ? 'auth.hidePassword' : 'auth.showPassword')} onClick={() => setVisible((v) => !v)}>
          {visible ? <EyeOffIcon /> : <EyeIcon />}
        </button>
      </div>
      <button type="submit" className={css.submit} disabled={pending}>
        {pending ? (
          <>
            <svg className={css.spinner} viewBox="22 22 44 44" width="22" height="22" aria-hidden="true" focusable="false">
              <circle cx="44" cy="44" r="20.2" fill="none" stroke="currentColor" strokeWidth="3.6" />
            </svg>
            {/* The button keeps its name for screen readers while the spinner turns. */}
            <span className={css.unseen}>{translate('auth.submit')}</span>
          </>
        ) : (
          translate('auth.submit')
        )}
      </button>
    </form>
  );
};
