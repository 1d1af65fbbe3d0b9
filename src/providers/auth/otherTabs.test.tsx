import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { tokenStore } from '../../api/tokenStore';
import { useSignInFromOtherTabs, useSignOutFromOtherTabs } from './otherTabs';

/** What another tab's change of the shared storage looks like from this one. */
function otherTabWrote(change: () => void) {
  change();
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key: 'label-admin.refreshToken' }));
  });
}

const SignedInPage = () => {
  useSignOutFromOtherTabs();
  return <p>Artists page</p>;
};

const SignInPage = () => {
  useSignInFromOtherTabs('/artists');
  return <p>Sign-in page</p>;
};

const app = (
  <Routes>
    <Route path="/login" element={<SignInPage />} />
    <Route path="/artists" element={<SignedInPage />} />
  </Routes>
);

describe('the tabs of the browser are one session', () => {
  it('signing out in another tab signs out here', async () => {
    await signInForTest();
    renderWithAdmin(app, { route: '/artists' });
    expect(await screen.findByText('Artists page')).toBeVisible();

    // Another tab refreshed: still signed in.
    otherTabWrote(() =>
      tokenStore.setTokens({ accessToken: 'at_other', refreshToken: 'rt_other' }),
    );
    expect(screen.getByText('Artists page')).toBeVisible();

    otherTabWrote(() => tokenStore.clear());
    expect(await screen.findByText('Sign-in page')).toBeVisible();
    expect(tokenStore.hasSession()).toBe(false);
  });

  it('signing in in another tab goes on here', async () => {
    renderWithAdmin(app, { route: '/login' });
    expect(await screen.findByText('Sign-in page')).toBeVisible();
    otherTabWrote(() => tokenStore.setTokens({ accessToken: 'at_new', refreshToken: 'rt_new' }));
    expect(await screen.findByText('Artists page')).toBeVisible();
  });
});
