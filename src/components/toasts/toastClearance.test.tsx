import { Button } from '@mui/material';
import { act, render, screen, waitFor } from '@testing-library/react';
import { useEffect } from 'react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { ScreenHeader } from '../ScreenHeader';
import { i18nProvider } from '../../providers/i18n';
import { StackedNotifications } from './StackedNotifications';

const Failure = () => {
  const notify = useNotify();
  useEffect(
    () => notify('Failed to save settings', { type: 'error', autoHideDuration: 0 }),
    [notify],
  );
  return null;
};

/** jsdom lays nothing out: the header's box is what a browser would give at this scroll. */
const placeHeader = (header: HTMLElement, top: number, height: number) =>
  vi
    .spyOn(header, 'getBoundingClientRect')
    .mockReturnValue(DOMRect.fromRect({ x: 240, y: top, width: 900, height }));

describe('toasts keep clear of the screen header', () => {
  it('start below the header and its actions, and follow it as the page scrolls', async () => {
    render(
      <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale: 'en' })}>
        <ScreenHeader title="Settings">
          <Button>Save Settings</Button>
        </ScreenHeader>
        <Failure />
        <StackedNotifications />
      </AdminContext>,
    );
    const header = screen.getByRole('heading', { name: 'Settings' }).parentElement!;
    const box = placeHeader(header, 80, 56);
    const region = (await screen.findByText('Failed to save settings')).closest('section')!;

    // Measured when the first toast shows, again on resize.
    act(() => window.dispatchEvent(new Event('resize')));
    await waitFor(() => expect(region.style.top).toBe('144px'));

    // Scrolled halfway out: the toasts move up with the header's bottom edge.
    box.mockReturnValue(DOMRect.fromRect({ x: 240, y: 20, width: 900, height: 56 }));
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(region.style.top).toBe('84px'));

    // Out of sight: nothing left to keep clear of.
    box.mockReturnValue(DOMRect.fromRect({ x: 240, y: -200, width: 900, height: 56 }));
    act(() => window.dispatchEvent(new Event('scroll')));
    await waitFor(() => expect(region.style.top).toBe('8px'));
  });
});
