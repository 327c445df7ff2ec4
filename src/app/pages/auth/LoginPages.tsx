import { Link, useTranslate } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { homePathFor } from '../../../shared/access';
import { useBrowserLanguage } from '../../i18n/browserLanguage';
import { LanguageSelector } from '../../layout/LanguageSelector';
import { useSessionUser } from '../../state/useAppState';
import { SignInCard, type TSignInVariant } from './SignInCard';
import { useSignIn } from './useSignIn';

const ROUTER_LINK = { component: Link, prop: 'to' } as const;

/**
 * The sign-in pages inside the app, for its own navigations (after signing out, an expired
 * session, a deep link that returns after sign-in); a page opened at these paths is the light
 * entry's (src/app/signin/), which draws the same card. The browser's language on a device that
 * never chose one, and a choice of it in the corner.
 */
const SignInPage = ({ variant }: { variant: TSignInVariant }) => {
  const translate = useTranslate();
  const signIn = useSignIn();
  const user = useSessionUser();
  useBrowserLanguage();
  if (user) return <Navigate to={homePathFor(user.roles)} replace />;
  return <SignInCard variant={variant} translate={translate} signIn={signIn} corner={<LanguageSelector />} link={ROUTER_LINK} />;
};

/** /auth/login: staff sign in with fiscal code and password. */
export const LoginPage = () => <SignInPage variant="staff" />;

/** /login-client: client users sign in with username and password. */
export const ClientLoginPage = () => <SignInPage variant="client" />;
