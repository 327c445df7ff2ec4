import type { TSessionUser } from '../../shared/schemas/auth';
import { ALL_COMPANIES, LOCAL_STORAGE_KEY, ZOOM } from '../../shared/resources';
import { DEFAULT_LOCALE, LOCALES, type Locale } from '../../shared/i18n/locales';
import { isCompanyChoice, isIntIn, isObject, isSession } from './validate';

export const DEFAULT_IDLE_MINUTES = 30;

export interface TLayoutSettings {
  scale: number;
  menuMode: 'static' | 'overlay';
  inputStyle: 'outlined' | 'filled';
  ripple: boolean;
  idleMinutes: number;
}

export type TSession = { user: TSessionUser; token: string };

/** The part of the application state that survives a reload, stored under the key `state`. */
export interface TAppState {
  auth: TSession | null;
  company: { id: number; name: string };
  locale: Locale;
  layout: TLayoutSettings;
}

export const DEFAULT_LAYOUT: TLayoutSettings = {
  scale: ZOOM.default,
  menuMode: 'static',
  inputStyle: 'outlined',
  ripple: true,
  idleMinutes: DEFAULT_IDLE_MINUTES,
};

export const initialState = (): TAppState => ({
  auth: null,
  company: { ...ALL_COMPANIES },
  locale: DEFAULT_LOCALE,
  layout: { ...DEFAULT_LAYOUT },
});

const isLayout = (v: unknown): v is TLayoutSettings =>
  isObject(v) &&
  isIntIn(v.scale, ZOOM.min, ZOOM.max) &&
  (v.menuMode === 'static' || v.menuMode === 'overlay') &&
  (v.inputStyle === 'outlined' || v.inputStyle === 'filled') &&
  typeof v.ripple === 'boolean' &&
  isIntIn(v.idleMinutes, 1, 480);

export const isAppState = (v: unknown): v is TAppState =>
  isObject(v) &&
  (v.auth === null || isSession(v.auth)) &&
  isCompanyChoice(v.company) &&
  (LOCALES as readonly unknown[]).includes(v.locale) &&
  isLayout(v.layout);

/** Reads the stored state; anything unreadable is removed so the app starts clean at sign-in. */
export const loadState = (storage: Storage = window.localStorage): TAppState => {
  const raw = storage.getItem(LOCAL_STORAGE_KEY);
  if (raw === null) return initialState();
  try {
    const parsed: unknown = JSON.parse(raw);
    if (isAppState(parsed)) return parsed;
  } catch {
    // invalid JSON is as corrupt as an invalid shape
  }
  storage.removeItem(LOCAL_STORAGE_KEY);
  return initialState();
};

type Listener = () => void;

export const createAppStore = (storage: Storage = window.localStorage) => {
  let state = loadState(storage);
  const listeners = new Set<Listener>();
  const save = () => {
    try {
      storage.setItem(LOCAL_STORAGE_KEY, JSON.stringify(state));
    } catch {
      // storage full or disabled: the app keeps working for this tab
    }
  };
  return {
    get: (): TAppState => state,
    /** Every change is saved at once, as the specification's section 4 asks. */
    set: (update: Partial<TAppState> | ((current: TAppState) => Partial<TAppState>)) => {
      const patch = typeof update === 'function' ? update(state) : update;
      state = { ...state, ...patch };
      save();
      listeners.forEach((listener) => listener());
    },
    subscribe: (listener: Listener) => {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
  };
};

export type TAppStore = ReturnType<typeof createAppStore>;

export const appStore = createAppStore();

/** Forget the session and the choices tied to it; language and layout settings stay. */
export const clearSession = () => appStore.set({ auth: null, company: { ...ALL_COMPANIES } });
