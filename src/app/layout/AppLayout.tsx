import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Loading } from 'react-admin';
import { areaOfPath, canAccessPath } from '../../shared/access';
import { useSessionUser } from '../state/useAppState';

const Shell = lazy(() => import('./Shell').then((m) => ({ default: m.Shell })));

/** A path of the route table (or the root), as opposed to an unknown one that ends at /notfound. */
const isKnownPath = (pathname: string) => pathname === '/' || areaOfPath(pathname) !== undefined;

/**
 * The route guard of section 5: not signed in goes to /auth/login (remembering where the user
 * was going); signed in without one of the path's roles goes to /auth/access.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
  const user = useSessionUser();
  const { pathname, search } = useLocation();

  if (!user) {
    if (!isKnownPath(pathname)) return <>{children}</>;
    return <Navigate to="/auth/login" replace state={{ nextPathname: pathname, nextSearch: search }} />;
  }
  // A temporary password must be replaced before anything else opens.
  if (user.mustChangePassword) return <Navigate to="/auth/change-password" replace />;
  if (!canAccessPath(user.roles, pathname)) return <Navigate to="/auth/access" replace />;
  return (
    <Suspense fallback={<Loading />}>
      <Shell>{children}</Shell>
    </Suspense>
  );
};
