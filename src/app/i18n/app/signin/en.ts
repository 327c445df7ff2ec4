import type { TMessageTree } from '../types';
import type { signinIt } from './it';

export const signinEn = {
  tagline: 'Attendance, leave and workforce for safety services',
  language: 'Language',
  forgot: 'Forgot your password?',
  httpError: 'Server communication error',
  toast: {
    ok: 'OK',
    error: 'Error',
    warning: 'Warning',
    info: 'Notice',
    loginError: 'Error',
    createdUser: 'Created User',
    close: 'Close',
  },
  auth: {
    staffTitle: 'Staff sign-in',
    staffSubtitle: 'Sign in with your fiscal code',
    clientTitle: 'Client area',
    clientSubtitle: 'Sign in with the username your provider gave you',
    fiscalCode: 'Fiscal code',
    username: 'Username',
    password: 'Password',
    showPassword: 'Show password',
    hidePassword: 'Hide password',
    submit: 'Sign in',
    toClient: 'Are you a client? Go to the client area',
    toStaff: 'Are you staff? Sign in with your fiscal code',
    errorTitle: 'Authentication error',
    errorBody: 'Your identity could not be verified. Please sign in again.',
    accessTitle: 'Access denied',
    accessBody: 'Your profile is not allowed to open this page.',
    toLogin: 'Go to sign-in',
    toHome: 'Back to home',
    secure: 'Secure connection · your data stays with your company',
  },
} satisfies TMessageTree<typeof signinIt>;
