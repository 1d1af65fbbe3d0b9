// A refused save is said once: the save's own toast, not also react-admin's "The form is not
// valid" for the server's field errors it puts under the inputs.
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import ArtistCreate from './ArtistCreate';
import ArtistEdit from './ArtistEdit';
import { fill, openTab, renderFormAt, stubObjectUrls } from './artistForm.testkit';

beforeEach(async () => {
  await signInForTest();
  stubObjectUrls();
});

const TAKEN = 'Email is already used by another artist';
const saveButton = () => screen.getByRole('button', { name: 'Save' });

/**
 * The save has ended (the form offers Save again) and what followed it has run: react-admin
 * raises its invalid-form toast in an effect of that last render.
 */
async function saveEnded() {
  await waitFor(() => expect(saveButton()).toBeEnabled());
  await act(async () => {});
}

describe('Artist form: one toast per failed save', () => {
  it('create: the server refuses a field', async () => {
    const user = userEvent.setup({ delay: null });
    const { toasts } = renderFormAt('/artists/create', '/artists/create', <ArtistCreate />);
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova Twin');
    await openTab(user, /Contact Details/);
    await fill(user, screen.getByLabelText(/Email/), db().artists[0].email);
    await fill(user, screen.getByLabelText('Cellphone'), '+1 438 555 0142');
    await user.click(saveButton());

    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(TAKEN));
    await saveEnded();
    expect(toasts).toEqual([{ message: TAKEN, type: 'error' }]);
  });

  it('edit: the server refuses a field, then fails outright', async () => {
    const [first, second] = db().artists;
    const user = userEvent.setup({ delay: null });
    const { toasts } = renderFormAt(
      '/artists/:id/edit',
      `/artists/${second.id}/edit`,
      <ArtistEdit />,
    );
    await openTab(user, /Contact Details/);
    await fill(user, await screen.findByLabelText(/Email/), first.email);
    await user.click(saveButton());
    await waitFor(() => expect(screen.getByLabelText(/Email/)).toHaveAccessibleDescription(TAKEN));
    await saveEnded();
    expect(toasts).toEqual([{ message: TAKEN, type: 'error' }]);

    server.use(http.put(api('/artists/:id'), () => fail(500, 'Artist store unavailable')));
    await fill(user, screen.getByLabelText(/Email/), 'second.mail@example.com');
    await user.click(saveButton());
    await waitFor(() => expect(toasts).toHaveLength(2));
    await saveEnded();
    expect(toasts[1]).toEqual({ message: 'Artist store unavailable', type: 'error' });
    expect(toasts).toHaveLength(2);
  });

  it('still says the form is not valid when its own checks stop the save', async () => {
    const user = userEvent.setup({ delay: null });
    const { toasts } = renderFormAt('/artists/create', '/artists/create', <ArtistCreate />);
    // A stage name alone: no email, no phone.
    await fill(user, await screen.findByLabelText(/Stage name/), 'Nova Alone');
    await user.click(saveButton());
    await waitFor(() => expect(toasts).toHaveLength(1));
    await saveEnded();
    expect(toasts).toEqual([{ message: 'ra.message.invalid_form', type: 'error' }]);
  });
});
