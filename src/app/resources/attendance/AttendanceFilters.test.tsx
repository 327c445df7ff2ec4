import type { ReactElement } from 'react';
import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { appStore } from '../../state/store';
import { useAttendanceFilters } from './AttendanceFilters';

const admin = { id: 1, fiscalCode: 'RSSMRA80A01H501U', username: null, email: 'm@example.it', firstName: 'Mario', lastName: 'Rossi', roles: ['ROLE_ADMIN' as const], companyIds: [1], mustChangePassword: false };

describe('attendance filters', () => {
  it('add the switches already on, so adding one filters the list at once', () => {
    appStore.set({ auth: { user: admin, token: 't' } });
    const { result } = renderHook(() => useAttendanceFilters());
    const bySource = new Map((result.current as ReactElement<{ source: string; defaultValue?: unknown }>[]).map((f) => [f.props.source, f.props]));
    for (const source of ['attention', 'open', 'missed', 'reviewFlag']) expect(bySource.get(source)?.defaultValue, source).toBe(true);
    // The others start empty: a date or a worker has no sensible default.
    for (const source of ['checkIn_gte', 'checkIn_lte', 'userId', 'inside']) expect(bySource.get(source)?.defaultValue, source).toBeUndefined();
  });
});
