import { describe, expect, it } from 'vitest';
import { canAccess, canAccessPath, homePathFor, notificationsPathFor } from './access';

describe('access to the resources shown inside another area', () => {
  it('client sites follow the client area: client management edits them, workers never see them', () => {
    expect(canAccess(['ROLE_CLIENTMANAGEMENT'], { resource: 'client-site', action: 'create' })).toBe(true);
    expect(canAccess(['ROLE_CLIENTMANAGEMENT'], { resource: 'client-site', action: 'delete' })).toBe(true);
    expect(canAccess(['ROLE_WORKER'], { resource: 'client-site', action: 'list' })).toBe(false);
  });

  it('company places are for the back office, moderators included', () => {
    expect(canAccess(['ROLE_MODERATOR'], { resource: 'place', action: 'create' })).toBe(true);
    expect(canAccess(['ROLE_CLIENTMANAGEMENT'], { resource: 'place', action: 'list' })).toBe(false);
  });

  it('an unknown resource stays closed', () => {
    expect(canAccess(['ROLE_ADMIN'], { resource: 'secrets', action: 'list' })).toBe(false);
  });
});

describe('paths narrower than their area', () => {
  it('the bulk payslips screen is for administrators and moderators, not client management or accounting', () => {
    expect(canAccessPath(['ROLE_ADMIN'], '/document/payslips')).toBe(true);
    expect(canAccessPath(['ROLE_MODERATOR'], '/document/payslips')).toBe(true);
    expect(canAccessPath(['ROLE_CLIENTMANAGEMENT'], '/document/payslips')).toBe(false);
    expect(canAccessPath(['ROLE_ACCOUNTING'], '/document/payslips')).toBe(false);
    // The rest of the area stays open to client management.
    expect(canAccessPath(['ROLE_CLIENTMANAGEMENT'], '/document/generate')).toBe(true);
  });
});

describe('payroll’s month close (issue 23)', () => {
  it('is where accounting lands, for payroll and the administrator only', () => {
    expect(homePathFor(['ROLE_ACCOUNTING'])).toBe('/attendance/months');
    expect(homePathFor(['ROLE_ADMIN', 'ROLE_ACCOUNTING'])).toBe('/dashboard');
    expect(canAccessPath(['ROLE_ACCOUNTING'], '/attendance/months')).toBe(true);
    expect(canAccessPath(['ROLE_ADMIN'], '/attendance/months')).toBe(true);
    expect(canAccessPath(['ROLE_MODERATOR'], '/attendance/months')).toBe(false);
    expect(canAccessPath(['ROLE_MODERATOR'], '/attendance')).toBe(true);
  });
});

describe('every role with a bell reads all of its notifications', () => {
  it('leads each role to a page it may open', () => {
    const roles = ['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_WORKER', 'ROLE_CLIENTMANAGEMENT', 'ROLE_ACCOUNTING', 'ROLE_CLIENT'] as const;
    for (const role of roles) expect(canAccessPath([role], notificationsPathFor([role]))).toBe(true);
    expect(notificationsPathFor(['ROLE_MODERATOR'])).toBe('/notification');
    expect(notificationsPathFor(['ROLE_WORKER'])).toBe('/home/notifications');
    expect(notificationsPathFor(['ROLE_ACCOUNTING'])).toBe('/home/notifications');
    expect(notificationsPathFor(['ROLE_CLIENT'])).toBe('/dashclient/notifications');
  });

  it('keeps each page to its own side', () => {
    expect(canAccessPath(['ROLE_CLIENT'], '/home/notifications')).toBe(false);
    expect(canAccessPath(['ROLE_WORKER'], '/dashclient/notifications')).toBe(false);
    expect(canAccessPath(['ROLE_WORKER'], '/notification')).toBe(false);
  });
});
