import { describe, expect, it } from 'vitest';
import { officeActions, textBody } from './actions';

describe('the office’s actions on a request', () => {
  const admin = ['ROLE_ADMIN'];
  const clientManagement = ['ROLE_CLIENTMANAGEMENT'];

  it('follows the status: what is open is taken or cancelled, what is over only gets internal notes', () => {
    expect(officeActions('OPEN', admin)).toEqual(['take', 'reply', 'comment', 'schedule', 'reject', 'cancel']);
    expect(officeActions('IN_PROGRESS', admin)).toEqual(['reply', 'comment', 'schedule', 'reject', 'close']);
    expect(officeActions('SCHEDULED', admin)).toEqual(['reply', 'comment', 'close']);
    for (const status of ['DONE', 'REJECTED', 'CANCELLED'] as const) expect(officeActions(status, admin)).toEqual(['comment']);
  });

  it('leaves scheduling to the roster’s roles: client management handles the rest', () => {
    expect(officeActions('OPEN', ['ROLE_MODERATOR'])).toContain('schedule');
    expect(officeActions('OPEN', clientManagement)).toEqual(['take', 'reply', 'comment', 'reject', 'cancel']);
    expect(officeActions('IN_PROGRESS', clientManagement)).toEqual(['reply', 'comment', 'reject', 'close']);
  });

  it('sends a rejection’s words as its reason, a reply’s and a note’s as their text', () => {
    expect(textBody('reject', 'Sede chiusa')).toEqual({ reason: 'Sede chiusa' });
    expect(textBody('reply', 'Va bene')).toEqual({ text: 'Va bene' });
    expect(textBody('comment', 'Chiamare il referente')).toEqual({ text: 'Chiamare il referente' });
  });
});
