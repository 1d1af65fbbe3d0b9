import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Dialog, DialogTitle } from '@mui/material';
import { useEffect, useState } from 'react';
import {
  AdminContext,
  HttpError,
  memoryStore,
  useNotify,
  type NotificationType,
} from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18nProvider } from '../../providers/i18n';
import { StackedNotifications } from './StackedNotifications';
import { toastDuration } from './toastDuration';
import { useToast } from './useToast';

type Call = { message: string; type?: NotificationType; autoHideDuration?: number | null };

const Notifier = ({ calls }: { calls: Call[] }) => {
  const notify = useNotify();
  useEffect(() => {
    for (const { message, type, autoHideDuration } of calls) {
      notify(message, autoHideDuration === undefined ? { type } : { type, autoHideDuration });
    }
  }, [calls, notify]);
  return null;
};

const GenericShow = () => {
  const toast = useToast();
  useEffect(() => toast.show('Generic'), [toast]);
  return null;
};

/** Two failed calls: one the server explained, one it did not. */
const Failures = () => {
  const toast = useToast();
  useEffect(() => {
    toast.failure(new HttpError('Album already exists', 409), 'app.errors.not_supported');
    toast.failure(new HttpError('ra.notification.http_error', 500), 'app.errors.not_supported');
  }, [toast]);
  return null;
};

function renderToasts(ui: React.ReactNode, locale = 'en') {
  return render(
    <AdminContext i18nProvider={i18nProvider} store={memoryStore({ locale })}>
      {ui}
      <StackedNotifications />
    </AdminContext>,
  );
}

describe('toast durations', () => {
  it('follow the spec per kind; 0 or less (or null) stays until closed', () => {
    expect(toastDuration('success', undefined)).toBe(4000);
    expect(toastDuration('error', undefined)).toBe(6000);
    expect(toastDuration('warning', undefined)).toBe(5000);
    expect(toastDuration('info', undefined)).toBe(4000);
    expect(toastDuration('error', 1500)).toBe(1500);
    expect(toastDuration('info', 0)).toBeNull();
    expect(toastDuration('info', -1)).toBeNull();
    expect(toastDuration('info', null)).toBeNull();
  });
});

describe('stacked toasts', () => {
  beforeEach(() => vi.useFakeTimers({ shouldAdvanceTime: true }));
  afterEach(() => vi.useRealTimers());

  const advance = (ms: number) =>
    act(async () => {
      await vi.advanceTimersByTimeAsync(ms);
    });

  it('shows several at once and hides each after its own duration', async () => {
    renderToasts(
      <Notifier
        calls={[
          { message: 'Saved', type: 'success' },
          { message: 'Broken', type: 'error' },
          { message: 'Careful', type: 'warning' },
          { message: 'Sticky', type: 'info', autoHideDuration: 0 },
        ]}
      />,
    );
    expect(await screen.findByText('Saved')).toBeVisible();
    expect(screen.getByText('Broken')).toBeVisible();
    expect(screen.getByText('Careful')).toBeVisible();
    expect(screen.getByText('Sticky')).toBeVisible();

    await advance(3900);
    expect(screen.getByText('Saved')).toBeInTheDocument();
    await advance(200); // 4100 ms
    expect(screen.queryByText('Saved')).not.toBeInTheDocument();
    expect(screen.getByText('Careful')).toBeInTheDocument();
    await advance(1000); // 5100 ms
    expect(screen.queryByText('Careful')).not.toBeInTheDocument();
    expect(screen.getByText('Broken')).toBeInTheDocument();
    await advance(1000); // 6100 ms
    expect(screen.queryByText('Broken')).not.toBeInTheDocument();
    await advance(60_000);
    expect(screen.getByText('Sticky')).toBeInTheDocument();
  });

  it('the generic show is an info toast of 5000 ms', async () => {
    renderToasts(<GenericShow />);
    expect(await screen.findByText('Generic')).toBeVisible();
    await advance(4500);
    expect(screen.getByText('Generic')).toBeInTheDocument();
    await advance(600);
    expect(screen.queryByText('Generic')).not.toBeInTheDocument();
  });

  it('closes with the button labelled "Close notification", in the user language too', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const { unmount } = renderToasts(
      <Notifier calls={[{ message: 'Sticky', type: 'info', autoHideDuration: 0 }]} />,
    );
    await screen.findByText('Sticky');
    await user.click(screen.getByRole('button', { name: 'Close notification' }));
    expect(screen.queryByText('Sticky')).not.toBeInTheDocument();
    unmount();

    renderToasts(
      <Notifier calls={[{ message: 'Collant', type: 'info', autoHideDuration: 0 }]} />,
      'fr',
    );
    await screen.findByText('Collant');
    expect(screen.getByRole('button', { name: 'Fermer la notification' })).toBeVisible();
  });

  it('translates i18n keys and keeps a server message as it is', async () => {
    renderToasts(
      <Notifier
        calls={[
          { message: 'app.errors.invalid_format', type: 'error' },
          { message: 'Song is part of an album and cannot be deleted', type: 'error' },
        ]}
      />,
    );
    expect(await screen.findByText('Invalid data format received')).toBeVisible();
    expect(screen.getByText('Song is part of an album and cannot be deleted')).toBeVisible();
  });
});

describe('failure toasts', () => {
  it("say the server's message, else the screen's own text", async () => {
    renderToasts(<Failures />);
    expect(await screen.findByText('Album already exists')).toBeVisible();
    expect(screen.getByText('This action is not available.')).toBeVisible();
  });
});

/** A dialog opened after the toast region exists, that raises a toast once open. */
const DialogThatToasts = () => {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Edit caption
      </button>
      <Dialog open={open} aria-labelledby="dialog-title">
        <DialogTitle id="dialog-title">Edit Post Caption</DialogTitle>
        {open && <Notifier calls={[{ message: 'Post updated successfully', type: 'success' }]} />}
      </Dialog>
    </>
  );
};

describe('toasts raised over a dialog', () => {
  it('stay announced: the region is not hidden by the open dialog', async () => {
    const user = userEvent.setup();
    renderToasts(<DialogThatToasts />);
    await user.click(screen.getByRole('button', { name: 'Edit caption' }));
    expect(await screen.findByRole('dialog', { name: 'Edit Post Caption' })).toBeVisible();
    const region = await screen.findByRole('region', { name: 'Messages' });
    expect(await within(region).findByText('Post updated successfully')).toBeVisible();
  });
});
