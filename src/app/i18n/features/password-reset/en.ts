import { signinEn } from '../../app/signin/en';
import type { TMessageTree } from '../../app/types';
import type { passwordResetIt } from './it';

export const passwordResetEn = {
  passwordReset: {
    forgot: signinEn.forgot,
    title: 'Recover your password',
    subtitleStaff: 'Enter your fiscal code: we will send a link to choose a new one to your account’s e-mail.',
    subtitleClient: 'Enter your username: we will send a link to choose a new one to your account’s e-mail.',
    send: 'Send the link',
    sentTitle: 'Check your e-mail',
    sentHint: 'Can’t find the message? Look in your spam folder too, or ask the office to check your e-mail address.',
    backToLogin: 'Back to sign-in',
    resetTitle: 'Choose a new password',
    resetSubtitle: 'The new password replaces the old one and ends every session open with your account.',
    checking: 'Checking the link…',
    password: 'New password',
    confirm: 'Repeat the password',
    submit: 'Change the password',
    invalidTitle: 'Link not usable',
    noToken: 'The link is missing its code: open it again from the e-mail, in full.',
    askAgain: 'Ask for a new link',
  },
} satisfies TMessageTree<typeof passwordResetIt>;
