import { useTranslate } from 'react-admin';
import { AuthFrame, type TAuthFrameProps } from './AuthFrame';

/** The frame of the pages outside the layout: sign-in, errors and 404, in the app's words. */
export const AuthShell = (props: TAuthFrameProps) => <AuthFrame {...props} translate={useTranslate()} />;
