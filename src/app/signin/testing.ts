import { afterEach, beforeEach, vi } from 'vitest';
import { appStore, initialState } from '../state/store';
import { mountSignIn, type TSignInVariant } from './page';

/**
 * For the sign-in page's tests: a fresh store and an empty root before each test, the page
 * disposed and removed after it. `render` mounts the page with spies for its two callbacks.
 */
export const signInPages = () => {
  let root: HTMLElement;
  let mounted: { dispose: () => void } | undefined;
  beforeEach(() => {
    window.localStorage.clear();
    appStore.set(initialState());
    root = document.body.appendChild(document.createElement('div'));
  });
  afterEach(() => {
    mounted?.dispose();
    mounted = undefined;
    root.remove();
  });
  return {
    /** Ends the page's subscriptions (as the hand-over to the app does); its elements stay. */
    dispose: () => {
      mounted?.dispose();
      mounted = undefined;
    },
    render: (variant: TSignInVariant = 'staff') => {
      const onTap = vi.fn();
      const onSignedIn = vi.fn(async () => undefined);
      mounted = mountSignIn(root, { variant, onTap, onSignedIn });
      return { onTap, onSignedIn };
    },
  };
};
