import { lazy, Suspense } from 'react';
import { Loading } from 'react-admin';

/** Loaded when opened: the profile from the top bar and the forced password change. */
export const ProfilePage = lazy(() => import('./ProfilePage').then((m) => ({ default: m.ProfilePage })));

const LazyChangePasswordPage = lazy(() => import('./ChangePasswordPage').then((m) => ({ default: m.ChangePasswordPage })));

/** Outside the layout, so with its own Suspense. */
export const ChangePasswordRoute = () => (
  <Suspense fallback={<Loading />}>
    <LazyChangePasswordPage />
  </Suspense>
);
