import { describe, expect, it } from 'vitest';
import { messages } from '../locales/it';
import { leaveIt } from './leave/it';

describe('leave catalogue', () => {
  it('keeps the specification’s Italian labels as written', () => {
    expect(leaveIt.resources.permission.types.MALATTIA).toBe('Malattia');
    const merged = messages as unknown as { topbar: { noNotifications: string }; menu: { sickLeave: string }; resources: { permission: { name: string } } };
    expect(merged.topbar.noNotifications).toBe('Nessuna notifica');
    expect(merged.menu.sickLeave).toBe('Malattia');
    expect(merged.resources.permission.name).toBe('Richiesta |||| Richieste');
  });
});
