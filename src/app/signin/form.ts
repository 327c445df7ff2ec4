import type { TCredentials } from '../providers/authProvider';
import { h, svg, type TRedraw, type TTranslate } from './dom';
import css from './form.module.css';
import { eyeIcon, eyeOffIcon } from './icons';

type TOptions = {
  field: 'fiscalCode' | 'username';
  /** The display setting's field style: outlined (the default) or filled. */
  inputStyle: 'outlined' | 'filled';
  /** Signs in; false when it failed (the form takes the credentials again). */
  signIn: (credentials: TCredentials) => Promise<boolean>;
};

const spinner = () =>
  svg(['svg', { class: css.spinner, viewBox: '22 22 44 44', width: 22, height: 22, 'aria-hidden': 'true', focusable: 'false' }, [['circle', { cx: 44, cy: 44, r: 20.2, fill: 'none', stroke: 'currentColor', 'stroke-width': 3.6 }]]]);

/** A required field's label as MUI writes it: the name, then a mark screen readers skip (the input says it is required). */
const label = (htmlFor: string) => {
  const text = document.createTextNode('');
  return { element: h('label', { for: htmlFor, class: css.label }, text, h('span', { 'aria-hidden': 'true' }, '\u2009*')), text };
};

/**
 * Identifier (fiscal code for staff, username for clients) and password, as the app's SignInForm
 * (pages/auth/SignInForm.tsx) takes them, with plain inputs: the same names, autocomplete hints,
 * required fields checked by the browser, the fiscal code's spaces dropped and upper case, the eye
 * that shows the password, the button busy until the answer.
 */
export const signInForm = ({ field, inputStyle, signIn }: TOptions) => {
  const fiscal = field === 'fiscalCode';
  let translate: TTranslate = (key) => key;
  let visible = false;
  let pending = false;

  const identifier = h('input', {
    id: 'signin-identifier',
    name: field,
    class: css.input,
    autocomplete: 'username',
    required: true,
    // Room for a pasted code with its spaces, which the input handler removes.
    maxlength: fiscal ? 24 : 100,
    spellcheck: 'false',
    autocapitalize: fiscal ? 'characters' : 'none',
    autocorrect: 'off',
    // A blank placeholder tells the label (CSS :placeholder-shown) whether the field is empty.
    placeholder: ' ',
  });
  // A fiscal code is read in groups (RSSMRA 80A01 H501U): spaces typed or pasted are dropped.
  if (fiscal)
    identifier.addEventListener('input', () => {
      const code = identifier.value.replace(/\s+/g, '').toUpperCase();
      if (code !== identifier.value) identifier.value = code;
    });
  const identifierLabel = label(identifier.id);

  const password = h('input', {
    id: 'signin-password',
    name: 'password',
    type: 'password',
    class: `${css.input} ${css.withToggle}`,
    autocomplete: 'current-password',
    required: true,
    placeholder: ' ',
  });
  const passwordLabel = label(password.id);
  const toggle = h('button', { type: 'button', class: css.toggle });
  toggle.addEventListener('click', () => {
    visible = !visible;
    drawToggle();
  });

  const submit = h('button', { type: 'submit', class: css.submit });

  const drawToggle = () => {
    password.type = visible ? 'text' : 'password';
    toggle.setAttribute('aria-label', translate(visible ? 'auth.hidePassword' : 'auth.showPassword'));
    toggle.replaceChildren(visible ? eyeOffIcon() : eyeIcon());
  };

  const drawSubmit = () => {
    submit.disabled = pending;
    // The button keeps its name for screen readers while the spinner turns.
    submit.replaceChildren(...(pending ? [spinner(), h('span', { class: css.unseen }, translate('auth.submit'))] : [translate('auth.submit')]));
  };

  const form = h(
    'form',
    { class: `${css.form} ${inputStyle === 'filled' ? css.filled : ''}` },
    h('div', { class: css.field }, identifier, identifierLabel.element),
    h('div', { class: css.field }, password, passwordLabel.element, toggle),
    submit,
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    pending = true;
    drawSubmit();
    const credentials = { [field]: identifier.value.trim(), password: password.value } as TCredentials;
    void signIn(credentials).then((ok) => {
      if (ok) return;
      pending = false;
      drawSubmit();
    });
  });

  const redraw: TRedraw = (words) => {
    translate = words;
    identifierLabel.text.data = translate(`auth.${field}`);
    passwordLabel.text.data = translate('auth.password');
    drawToggle();
    drawSubmit();
  };

  return { element: form, redraw, focus: () => identifier.focus() };
};
