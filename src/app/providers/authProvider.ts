import type { AuthProvider } from 'react-admin';
import { canAccess, homePathFor } from '../../shared/access';
import type { TSigninAnswer, TSignup } from '../../shared/schemas/auth';
import { appStore, clearSession } from '../state/store';
import { request } from './httpClient';

export const LOGIN_PATH = '/auth/login';

export type TCredentials = { fiscalCode: string; password: string } | { username: string; password: string };

/** Signs in and stores the session; returns the user's landing path. */
export const signIn = async (credentials: TCredentials): Promise<string> => {
  const { json } = await request<TSigninAnswer>('api/auth/signin', {
    method: 'POST',
    body: credentials,
    toast: 'login',
  });
  const { accessToken, ...user } = json;
  appStore.set({ auth: { user, token: accessToken } });
  return homePathFor(user.roles);
};

/** Registration (section 7): a 201 shows the 'Created User' toast. */
export const signUp = async (body: TSignup): Promise<{ message: string; id: number }> =>
  (await request<{ message: string; id: number }>('api/auth/signup', { method: 'POST', body, toast: 'signup' })).json;

const currentRoles = () => appStore.get().auth?.user.roles ?? [];

export const authProvider: AuthProvider = {
  login: async (credentials: TCredentials) => ({ redirectTo: await signIn(credentials) }),

  logout: async () => {
    if (appStore.get().auth?.token) {
      await request('api/auth/signout', { method: 'POST', body: {}, toast: 'silent' }).catch(() => undefined);
    }
    clearSession();
    return LOGIN_PATH;
  },

  checkAuth: async () => {
    if (!appStore.get().auth?.token) throw { redirectTo: LOGIN_PATH, message: false };
  },

  /** Only a 401 ends the session; a 403 keeps it and shows its message. */
  checkError: async (error: { status?: number }) => {
    if (error?.status === 401) {
      clearSession();
      throw { redirectTo: LOGIN_PATH, logoutUser: true, message: false };
    }
  },

  getPermissions: async () => currentRoles(),

  getIdentity: async () => {
    const user = appStore.get().auth?.user;
    if (!user) throw new Error('not signed in');
    const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ') || user.username || user.email;
    return { id: user.id, fullName };
  },

  canAccess: async ({ resource, action }) => canAccess(currentRoles(), { resource, action }),
};
