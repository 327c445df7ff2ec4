import { describe, expect, it } from 'vitest';
import { messages } from '../locales/it';
import { leaveMessages } from './leave';

describe('leave catalogue', () => {
  it('keeps the specification’s Italian labels as written', () => {
    expect(leaveMessages.it.resources.permission.types.MALATTIA).toBe('Malattia');
    const merged = messages as unknown as { topbar: { noNotifications: string }; menu: { sickLeave: string }; resources: { permission: { name: string } } };
    expect(merged.topbar.noNotifications).toBe('Nessuna notifica');
    expect(merged.menu.sickLeave).toBe('Malattia');
    expect(merged.resources.permission.name).toBe('Richiesta |||| Richieste');
  });
});
