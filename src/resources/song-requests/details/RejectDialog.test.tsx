import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { RejectDialog } from './RejectDialog';

beforeEach(async () => {
  await signInForTest();
});

const open = async (locale: 'en' | 'es' = 'en') => {
  const onCancel = vi.fn();
  const onReject = vi.fn();
  const { unmount } = renderWithAdmin(
    <RejectDialog
      open
      requestId={7}
      title="Night Drive"
      busy={false}
      onCancel={onCancel}
      onReject={onReject}
    />,
    { locale },
  );
  const dialog = await screen.findByRole('dialog', { name: /Night Drive/ });
  return { onCancel, onReject, dialog, field: within(dialog).getByRole('textbox'), unmount };
};

describe('Reject reason', () => {
  it('closes at once on Escape when no reason was typed', async () => {
    const user = userEvent.setup();
    const { onCancel } = await open();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Discard your changes?' })).toBeNull();
  });

  it('asks before a typed reason is thrown away by Escape or Cancel', async () => {
    const user = userEvent.setup();
    const { onCancel, onReject, field } = await open();
    await user.type(field, 'The mix is not finished');
    await user.keyboard('{Escape}');

    let question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(field).toHaveValue('The mix is not finished');
    expect(field).toHaveFocus();
    expect(onCancel).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Discard' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    expect(onReject).not.toHaveBeenCalled();
  });

  it('asks in Spanish, formally', async () => {
    const user = userEvent.setup();
    const { field } = await open('es');
    await user.type(field, 'Falta la mezcla');
    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: '¿Descartar sus cambios?' });
    expect(question).toHaveTextContent('Lo que ha introducido');
    expect(within(question).getByRole('button', { name: 'Seguir editando' })).toHaveFocus();
  });

  it('keeps the typed reason as a draft of this request, offered when it opens again', async () => {
    const user = userEvent.setup();
    const first = await open();
    await user.type(first.field, 'Wrong key');
    first.unmount();

    const again = await open();
    expect(again.field).toHaveValue('');
    await screen.findByText(/^Restore your unsaved changes from/);
    await user.click(within(again.dialog).getByRole('button', { name: 'Restore' }));
    expect(again.field).toHaveValue('Wrong key');
    expect(again.field).toHaveFocus();
  });
});
