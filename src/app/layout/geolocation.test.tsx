import { act, cleanup, render, renderHook, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { appStore } from '../state/store';
import { reportGeolocationRefused, useGeolocationBlocked } from './geolocation';
import { GpsModal } from './GpsModal';

const original = Object.getOwnPropertyDescriptors(navigator);
const fakeNavigator = (state: PermissionState | null, geolocation: Partial<Geolocation> | undefined) => {
  Object.defineProperty(navigator, 'geolocation', { value: geolocation, configurable: true });
  const status = { state, addEventListener: vi.fn(), removeEventListener: vi.fn() };
  Object.defineProperty(navigator, 'permissions', { value: state ? { query: vi.fn(async () => status) } : undefined, configurable: true });
  return status;
};

describe('useGeolocationBlocked (the GPS DISATTIVATO modal)', () => {
  afterEach(() => {
    for (const name of ['geolocation', 'permissions'] as const) {
      if (original[name]) Object.defineProperty(navigator, name, original[name]);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  });

  it('never reads the position while the browser has not decided: the question comes with the clocking', async () => {
    const getCurrentPosition = vi.fn();
    fakeNavigator('prompt', { getCurrentPosition });
    const { result } = renderHook(() => useGeolocationBlocked());
    await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled());
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(result.current[0]).toBe(false);
  });

  it('is open when the permission is denied, without reading the position', async () => {
    const getCurrentPosition = vi.fn();
    fakeNavigator('denied', { getCurrentPosition });
    const { result } = renderHook(() => useGeolocationBlocked());
    await waitFor(() => expect(result.current[0]).toBe(true));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    act(() => result.current[1]());
    expect(result.current[0]).toBe(false);
  });

  it('is open when the browser has no geolocation, and when a clocking reports a refusal', async () => {
    fakeNavigator(null, undefined);
    expect(renderHook(() => useGeolocationBlocked()).result.current[0]).toBe(true);

    fakeNavigator('granted', { getCurrentPosition: vi.fn() });
    const { result } = renderHook(() => useGeolocationBlocked());
    await waitFor(() => expect(navigator.permissions.query).toHaveBeenCalled());
    expect(result.current[0]).toBe(false);
    act(() => reportGeolocationRefused());
    expect(result.current[0]).toBe(true);
  });
});

describe('GpsModal', () => {
  afterEach(() => {
    cleanup();
    appStore.set({ auth: null });
    for (const name of ['geolocation', 'permissions'] as const) {
      if (original[name]) Object.defineProperty(navigator, name, original[name]);
      else delete (navigator as unknown as Record<string, unknown>)[name];
    }
  });

  it('on a worker’s screens reads no position on its own (it used to, before the notice was accepted)', async () => {
    appStore.set({
      auth: { user: { id: 3, fiscalCode: 'VRDGPP90C10F839E', username: null, email: 'w@example.it', firstName: 'G', lastName: 'V', roles: ['ROLE_WORKER'], companyIds: [1], mustChangePassword: false }, token: 't' },
    });
    const getCurrentPosition = vi.fn();
    const status = fakeNavigator('prompt', { getCurrentPosition });
    render(<GpsModal />);
    // The permission's answer has been handled to the end once its change listener is in place.
    await waitFor(() => expect(status.addEventListener).toHaveBeenCalledWith('change', expect.any(Function)));
    expect(getCurrentPosition).not.toHaveBeenCalled();
    expect(screen.queryByTestId('gps-modal')).toBeNull();
  });
});
