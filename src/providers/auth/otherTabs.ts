// The tabs of one browser are one session: they share the token pair in localStorage, so what
// one tab does to it, the others follow through the storage event.
import { useEffect, useRef } from 'react';
import { useLogout } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { tokenStore } from '../../api/tokenStore';

/**
 * In the signed-in shell: another tab signed out (or its refresh was rejected): sign out here
 * too, back to /login, keeping the page for after the next sign-in.
 */
export function useSignOutFromOtherTabs(): void {
  const logout = useLogout();
  const signingOut = useRef(false);
  useEffect(
    () =>
      tokenStore.onChangeInOtherTab(() => {
        if (tokenStore.hasSession() || signingOut.current) return;
        signingOut.current = true;
        // Nothing to tell the server: the other tab did, and the tokens are gone.
        void Promise.resolve(logout()).finally(() => {
          signingOut.current = false;
        });
      }),
    [logout],
  );
}

/** On the sign-in page: another tab signed in; go on to `path` as if signed in here. */
export function useSignInFromOtherTabs(path: string): void {
  const navigate = useNavigate();
  useEffect(
    () =>
      tokenStore.onChangeInOtherTab(() => {
        if (tokenStore.hasSession()) navigate(path, { replace: true });
      }),
    [navigate, path],
  );
}
