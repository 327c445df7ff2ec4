import { describe, expect, it } from 'vitest';
import { canAccessPath } from '../../shared/access';
import type { Role } from '../../shared/roles';
import { activeItemPath, menuFor } from './menu';

const shape = (roles: Role[], demo = false) =>
  menuFor(roles, { demo }).map((g) => [g.key, g.items.map((i) => i.path)] as const);

describe('side menu by role (specification section 6)', () => {
  it('admin: Dashboard, Attendances, Permissions, Users, Documents, Deadlines, Companies, Clients and Landing', () => {
    expect(shape(['ROLE_ADMIN'])).toEqual([
      ['dashboard', ['/dashboard']],
      ['attendances', ['/attendance/users', '/attendance', '/attendance/months']],
      ['permissions', ['/permission']],
      ['users', ['/user', '/user/create']],
      ['documents', ['/document', '/document/create', '/document/payslips', '/document/generate', '/document/generate-attestato', '/document/generate-report']],
      ['deadlines', ['/deadlines', '/deadlines/compliance', '/deadlines/kinds']],
      ['workforce', ['/workforce', '/workforce/posts', '/workforce/hours', '/workforce/settings']],
      ['companies', ['/company', '/company/create', '/company/places', '/vehicle']],
      ['clients', ['/client', '/client/create', '/client/requests']],
      ['landing', ['/home/landing', '/home/shifts', '/home/permission', '/home/medical', '/home/my-attendances', '/home/documents', '/home/guide']],
    ]);
  });

  it('moderator: the back-office groups without Landing, and no company creation', () => {
    const menu = shape(['ROLE_MODERATOR']);
    expect(menu.map(([key]) => key)).toEqual(['dashboard', 'attendances', 'permissions', 'users', 'documents', 'deadlines', 'workforce', 'companies', 'clients']);
    expect(menu.find(([key]) => key === 'companies')?.[1]).toEqual(['/company', '/company/places', '/vehicle']);
  });

  it('moderator: the payslips in bulk after the upload, as for the admin', () => {
    const documents = shape(['ROLE_MODERATOR']).find(([key]) => key === 'documents')?.[1];
    expect(documents?.slice(0, 3)).toEqual(['/document', '/document/create', '/document/payslips']);
  });

  it('client-management: Documents (generate, certificate, report), Clients and Landing', () => {
    expect(shape(['ROLE_CLIENTMANAGEMENT'])).toEqual([
      ['documents', ['/document/generate', '/document/generate-attestato', '/document/generate-report']],
      ['clients', ['/client', '/client/create', '/client/requests']],
      ['landing', ['/home/landing', '/home/shifts', '/home/permission', '/home/medical', '/home/my-attendances', '/home/documents', '/home/guide']],
    ]);
  });

  it('worker: the Landing group only', () => {
    expect(shape(['ROLE_WORKER']).map(([key]) => key)).toEqual(['landing']);
    expect(shape(['ROLE_WORKER'])[0][1]).toContain('/home/guide');
  });

  it('client: Request (list, create), and the service delivered at its sites', () => {
    expect(shape(['ROLE_CLIENT'])).toEqual([['request', ['/dashclient/home', '/dashclient/create-request', '/dashclient/sites']]]);
  });

  it('accounting: the month close first, attendances, permissions and the monthly report', () => {
    expect(shape(['ROLE_ACCOUNTING'])).toEqual([
      ['attendances', ['/attendance/months', '/attendance']],
      ['permissions', ['/permission']],
      ['documents', ['/document/generate-report']],
    ]);
  });

  it('demo areas only when asked (outside production)', () => {
    expect(shape(['ROLE_ADMIN'], true).at(-1)?.[0]).toBe('demo');
    expect(shape(['ROLE_ADMIN'], false).some(([key]) => key === 'demo')).toBe(false);
  });

  it('every item of every menu is a path its role may open', () => {
    (['ROLE_ADMIN', 'ROLE_MODERATOR', 'ROLE_CLIENTMANAGEMENT', 'ROLE_WORKER', 'ROLE_CLIENT', 'ROLE_ACCOUNTING'] as Role[]).forEach((role) =>
      menuFor([role], { demo: true }).forEach((g) => g.items.forEach((i) => expect(canAccessPath([role], i.path), `${role} ${i.path}`).toBe(true))),
    );
  });

  it('highlights the most specific entry', () => {
    const groups = menuFor(['ROLE_ADMIN'], { demo: false });
    expect(activeItemPath(groups, '/company/create')).toBe('/company/create');
    expect(activeItemPath(groups, '/company/5/show')).toBe('/company');
    expect(activeItemPath(groups, '/company/places')).toBe('/company/places');
    expect(activeItemPath(groups, '/vehicle/3/show')).toBe('/vehicle');
    expect(activeItemPath(groups, '/attendance/users')).toBe('/attendance/users');
  });
});
