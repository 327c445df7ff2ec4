import type { ElementType, ReactNode } from 'react';
import { Box, Link as MuiLink } from '@mui/material';
import { AuthFrame } from './AuthFrame';
import { SignInForm, type TSignInAction, type TTranslate } from './SignInForm';

export type TSignInVariant = 'staff' | 'client';

type TProps = {
  variant: TSignInVariant;
  translate: TTranslate;
  signIn: TSignInAction;
  corner: ReactNode;
  /** How the links go: the router's link, or a plain anchor (a page load). */
  link: { component: ElementType; prop: 'to' | 'href' };
};

/** The sign-in page's content on the app's own route (the light entry, src/app/signin, draws the same in plain HTML). */
export const SignInCard = ({ variant, translate, signIn, corner, link }: TProps) => {
  const staff = variant === 'staff';
  const target = (path: string) => ({ component: link.component, [link.prop]: path });
  return (
    <AuthFrame
      translate={translate}
      title={translate(staff ? 'auth.staffTitle' : 'auth.clientTitle')}
      subtitle={translate(staff ? 'auth.staffSubtitle' : 'auth.clientSubtitle')}
      corner={corner}
    >
      <SignInForm field={staff ? 'fiscalCode' : 'username'} translate={translate} signIn={signIn} />
      <Box sx={{ mt: 2, textAlign: 'center' }}>
        <MuiLink {...target(staff ? '/auth/forgot-password' : '/auth/forgot-password?client=1')} variant="body2">
          {translate('passwordReset.forgot')}
        </MuiLink>
      </Box>
      <Box sx={{ mt: 3, textAlign: 'center' }}>
        <MuiLink {...target(staff ? '/login-client' : '/auth/login')} variant="body2">
          {translate(staff ? 'auth.toClient' : 'auth.toStaff')}
        </MuiLink>
      </Box>
    </AuthFrame>
  );
};
