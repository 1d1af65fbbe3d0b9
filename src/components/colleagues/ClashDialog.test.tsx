import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { Clash } from '../../lib/merge';
import { ClashDialog } from './ClashDialog';
import { humanizePath, type FieldText } from './fieldText';

const text: FieldText = { labelOf: (path) => humanizePath(path) };

const CLASHES: Clash[] = [
  { path: ['realName'], base: 'Camille', theirs: 'C. Dupont', yours: 'Cam' },
  { path: ['ai', 'maxTokens'], base: 500, theirs: 999, yours: 750 },
];

function renderDialog(clashes: Clash[] = CLASHES, locale?: 'en' | 'fr' | 'es') {
  const onSave = vi.fn();
  const onCancel = vi.fn();
  const user = userEvent.setup();
  renderWithAdmin(
    <ClashDialog clashes={clashes} text={text} onSave={onSave} onCancel={onCancel} />,
    {
      locale,
    },
  );
  return { onSave, onCancel, user };
}

describe('ClashDialog', () => {
  it('puts each clashing field with theirs and yours side by side, the first choice focused', async () => {
    renderDialog();
    const dialog = await screen.findByRole('dialog', {
      name: 'Someone else changed the same fields',
    });
    const name = within(dialog).getByRole('radiogroup', { name: 'Real Name' });
    expect(within(name).getByRole('radio', { name: 'Keep theirs' })).toHaveFocus();
    expect(name.closest('fieldset')).toHaveTextContent(/C\. Dupont.*Cam/);
    const tokens = within(dialog).getByRole('radiogroup', { name: 'Ai › Max Tokens' });
    expect(tokens.closest('fieldset')).toHaveTextContent(/999.*750/);
    expect(dialog).toHaveTextContent('changed 2 fields you changed too');
  });

  it('saves only once every field is chosen, with each choice', async () => {
    const { onSave, user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(dialog).toHaveTextContent('Choose a version for each field to save.');

    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Real Name' })).getByRole('radio', {
        name: 'Keep theirs',
      }),
    );
    expect(save).toBeDisabled();
    await user.click(
      within(within(dialog).getByRole('radiogroup', { name: 'Ai › Max Tokens' })).getByRole(
        'radio',
        { name: 'Keep yours' },
      ),
    );
    await user.click(save);
    expect(onSave).toHaveBeenCalledWith({ realName: 'theirs', 'ai.maxTokens': 'yours' });
  });

  it('chooses every field at once', async () => {
    const { onSave, user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Keep all theirs' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(onSave).toHaveBeenCalledWith({ realName: 'theirs', 'ai.maxTokens': 'theirs' });
  });

  it('cancels with the button and with Escape, choosing nothing', async () => {
    const { onSave, onCancel, user } = renderDialog();
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('shows a long text as a comparison of its words', async () => {
    const verse = 'We ride the night\nunder neon rain\nand the city sings';
    renderDialog([
      {
        path: ['lyrics'],
        base: verse,
        theirs: verse.replace('neon', 'silver'),
        yours: `${verse}\nall night long`,
      },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('silver', { selector: 'del' })).toHaveAccessibleName(
      'Theirs: silver',
    );
    expect(within(dialog).getByText('neon', { selector: 'ins' })).toBeInTheDocument();
    expect(within(dialog).getByText(/all night long/, { selector: 'ins' })).toBeInTheDocument();
  });

  it('says an empty value and a removed entry in words', async () => {
    renderDialog([
      { path: ['description'], base: 'Old', theirs: null, yours: 'New' },
      {
        path: ['links', 'spotify'],
        base: { platform: 'spotify' },
        theirs: { platform: 'spotify', url: 'x' },
        yours: undefined,
      },
    ]);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('(empty)');
    expect(dialog).toHaveTextContent('(removed)');
  });

  it('speaks French and Spanish', async () => {
    renderDialog(CLASHES, 'fr');
    const dialog = await screen.findByRole('dialog', {
      name: 'Quelqu’un d’autre a modifié les mêmes champs',
    });
    expect(within(dialog).getAllByRole('radio', { name: 'Garder la sienne' })).toHaveLength(2);
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeDisabled();
  });
});
