import { describe, expect, it } from 'vitest';
import { mayManageUser, rolesGrantableBy } from './roles';

const admin = { roles: ['ROLE_ADMIN'], companyIds: [] };
const moderator = { roles: ['ROLE_MODERATOR'], companyIds: [1, 2] };

describe('rolesGrantableBy', () => {
  it('lets an administrator grant every role, a moderator the roles below their own, anyone else none', () => {
    expect(rolesGrantableBy(admin.roles)).toContain('ROLE_ADMIN');
    expect(rolesGrantableBy(moderator.roles)).toEqual(['ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_CLIENT', 'ROLE_ACCOUNTING']);
    expect(rolesGrantableBy(['ROLE_WORKER'])).toEqual([]);
  });
});

describe('mayManageUser', () => {
  it('lets an administrator manage anyone', () => {
    expect(mayManageUser(admin, { roles: ['ROLE_ADMIN'], companyIds: [] })).toBe('yes');
    expect(mayManageUser(admin, { roles: ['ROLE_ACCOUNTING'], companyIds: [1, 3] })).toBe('yes');
  });

  it("lets a moderator manage users below them who work only for the moderator's companies", () => {
    expect(mayManageUser(moderator, { roles: ['ROLE_WORKER'], companyIds: [1] })).toBe('yes');
    expect(mayManageUser(moderator, { roles: ['ROLE_ACCOUNTING'], companyIds: [1, 2] })).toBe('yes');
  });

  it('refuses a moderator a peer or an administrator, and a user who also works for another company', () => {
    expect(mayManageUser(moderator, { roles: ['ROLE_MODERATOR'], companyIds: [1] })).toBe('role');
    expect(mayManageUser(moderator, { roles: ['ROLE_ADMIN'], companyIds: [] })).toBe('role');
    expect(mayManageUser(moderator, { roles: ['ROLE_ACCOUNTING'], companyIds: [1, 3] })).toBe('company');
  });

  it('lets nobody else manage anyone', () => {
    expect(mayManageUser({ roles: ['ROLE_WORKER'], companyIds: [1] }, { roles: ['ROLE_WORKER'], companyIds: [1] })).toBe('role');
  });
});
