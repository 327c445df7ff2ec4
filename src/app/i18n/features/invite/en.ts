import type { TMessageTree } from '../../app/types';
import type { inviteIt } from './it';

export const inviteEn = {
  invite: {
    title: 'Choose your password',
    subtitle: 'An account on Presidio has been created for you: choose the password you will sign in with.',
    checking: 'Checking the link…',
    account: 'Your account',
    username: 'Username: %{username}',
    email: 'E-mail: %{email}',
    password: 'New password',
    confirm: 'Repeat the password',
    submit: 'Set the password',
    invalidTitle: 'This link cannot be used',
    noToken: 'The link is missing its invitation code: open it again from the e-mail, in full.',
    toLogin: 'Go to sign in',
    office: {
      invite: 'Invite by e-mail',
      title: 'Invite a client user',
      intro: 'They will receive at this address a link, valid for 7 days, to choose their password and open the portal of %{name}.',
      send: 'Send the invitation',
      language: 'Language of the e-mail and the account',
      again: 'Send the invitation again to %{name}',
    },
  },
} satisfies TMessageTree<typeof inviteIt>;
