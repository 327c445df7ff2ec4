import { describe, expect, it } from 'vitest';
import { canAccess } from './access';

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
