import { useSyncExternalStore } from 'react';
import { appStore, type TAppState } from './store';

/** Subscribes a component to one slice of the persisted application state. */
export const useAppState = <T,>(select: (state: TAppState) => T): T =>
  useSyncExternalStore(appStore.subscribe, () => select(appStore.get()));

export const useSessionUser = () => useAppState((s) => s.auth?.user);
export const useLayoutSettings = () => useAppState((s) => s.layout);

export const setLayoutSettings = (patch: Partial<TAppState['layout']>) =>
  appStore.set((s) => ({ layout: { ...s.layout, ...patch } }));
