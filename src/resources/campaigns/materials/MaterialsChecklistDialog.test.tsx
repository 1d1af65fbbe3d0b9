import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { typeInPicker } from '@tests/helpers/pickers';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { MaterialRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { MaterialsChecklistDialog } from './MaterialsChecklistDialog';

beforeEach(async () => {
  await signInForTest();
});

/** The campaign's checklist in due-date order, undated last, then by id. */
const seededChecklist = (campaignId: number): MaterialRow[] =>
  db()
    .materials.filter((m) => m.campaign_id === campaignId)
    .sort(
      (a, b) =>
        (a.due_date ?? '9999-12-31').localeCompare(b.due_date ?? '9999-12-31') || a.id - b.id,
    );

/** Records the JSON bodies sent to a path, then lets the demo API answer. */
function recordBodies(method: 'post' | 'put', path: string) {
  const bodies: unknown[] = [];
  server.use(
    http[method](api(path), async ({ request }) => {
      bodies.push(await request.clone().json());
      return undefined;
    }),
  );
  return bodies;
}

const renderDialog = (campaignId: number) =>
  renderWithAdmin(<MaterialsChecklistDialog campaignId={campaignId} open onClose={() => {}} />, {
    locale: 'en',
  });

const table = () => screen.findByRole('table', { name: 'Materials checklist' });
/** The descriptions the table lists, in order (4th column). */
const listedDescriptions = () =>
  Array.from(document.querySelectorAll<HTMLTableRowElement>('tbody tr')).map(
    (row) => row.cells[3].textContent,
  );

describe('materials checklist dialog', () => {
  it('lists the campaign’s materials by due date', async () => {
    const expected = seededChecklist(3);
    expect(expected.length).toBeGreaterThan(1);
    renderDialog(3);

    await table();
    expect(listedDescriptions()).toEqual(expected.map((m) => m.asset_description));
  });

  it('generates the checklist with the buffer only after a confirmation', async () => {
    const bodies = recordBodies('post', '/campaigns/:id/generate-materials-checklist');
    const before = seededChecklist(3).length;
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    const buffer = screen.getByRole('spinbutton', { name: 'Buffer (days)' });
    expect(buffer).toHaveValue(7);
    await user.clear(buffer);
    await user.type(buffer, '3');
    await user.click(screen.getByRole('button', { name: 'Generate checklist' }));

    const confirm = await screen.findByRole('dialog', {
      name: 'Replace the materials checklist?',
    });
    expect(
      within(confirm).getByText(/Materials are due 3 days before their post\./),
    ).toBeInTheDocument();
    expect(bodies).toEqual([]);

    await user.click(within(confirm).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Materials checklist generated')).toBeInTheDocument();
    expect(bodies).toEqual([{ buffer_days: 3 }]);
    const after = seededChecklist(3);
    expect(after.length).not.toBe(before);
    await waitFor(() =>
      expect(listedDescriptions()).toEqual(after.map((m) => m.asset_description)),
    );
  });

  it('sends nothing when the confirmation is cancelled', async () => {
    const bodies = recordBodies('post', '/campaigns/:id/generate-materials-checklist');
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    await user.click(screen.getByRole('button', { name: 'Generate checklist' }));
    const confirm = await screen.findByRole('dialog', {
      name: 'Replace the materials checklist?',
    });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Replace/ })).toBeNull());
    expect(bodies).toEqual([]);
  });

  it('says "Failed to generate materials checklist" when generation fails', async () => {
    server.use(http.post(api('/campaigns/:id/generate-materials-checklist'), () => fail(500, '')));
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    await user.click(screen.getByRole('button', { name: 'Generate checklist' }));
    await user.click(await screen.findByRole('button', { name: 'Confirm' }));

    expect(await screen.findByText('Failed to generate materials checklist')).toBeInTheDocument();
  });

  it('updates an item with only the fields that changed', async () => {
    const item = seededChecklist(3).find((m) => m.status === 'pending')!;
    const bodies = recordBodies('put', '/campaigns/:id/materials-checklist/:item');
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    await user.click(screen.getAllByRole('button', { name: `Edit ${item.asset_description}` })[0]);
    const edit = await screen.findByRole('dialog', { name: 'Edit material' });
    const specs = within(edit).getByRole('textbox', { name: 'Required specs' });
    await user.clear(specs);
    await user.type(specs, 'WAV, 48 kHz');
    await user.click(within(edit).getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Submitted' }));
    // The due date's picker reads month, day, year in English; the API gets YYYY-MM-DD.
    await typeInPicker(user, edit, 'Due date', { Month: '01', Day: '09', Year: '2027' });
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Materials updated')).toBeInTheDocument();
    expect(bodies).toEqual([
      { required_specs: 'WAV, 48 kHz', due_date: '2027-01-09', status: 'submitted' },
    ]);
    expect(db().materials.find((m) => m.id === item.id)).toMatchObject({
      required_specs: 'WAV, 48 kHz',
      due_date: '2027-01-09',
      status: 'submitted',
    });
  });

  it('waits for a half-typed due date to be finished or cleared, and sends a cleared one as none', async () => {
    // The first listed: the checklist is in due-date order, undated last.
    const item = seededChecklist(3)[0]!;
    expect(item.due_date).toBeTruthy();
    const bodies = recordBodies('put', '/campaigns/:id/materials-checklist/:item');
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    await user.click(screen.getAllByRole('button', { name: `Edit ${item.asset_description}` })[0]);
    const edit = await screen.findByRole('dialog', { name: 'Edit material' });
    await typeInPicker(user, edit, 'Due date', { Day: '{Backspace}' });

    expect(await within(edit).findByText('Enter the whole date, or clear it')).toBeInTheDocument();
    expect(within(edit).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(bodies).toEqual([]);

    // Cleared whole, it is no due date: sent as null.
    await user.keyboard('{Control>}a{/Control}{Backspace}');
    await user.tab();
    expect(within(edit).queryByText('Enter the whole date, or clear it')).toBeNull();
    await user.click(within(edit).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Materials updated')).toBeInTheDocument();
    expect(bodies).toEqual([{ due_date: null }]);
  });

  it('says "Failed to update materials" when an update fails', async () => {
    server.use(http.put(api('/campaigns/:id/materials-checklist/:item'), () => fail(500, '')));
    const item = seededChecklist(3)[0];
    const user = userEvent.setup();
    renderDialog(3);
    await table();

    await user.click(screen.getAllByRole('button', { name: `Edit ${item.asset_description}` })[0]);
    const edit = await screen.findByRole('dialog', { name: 'Edit material' });
    await user.type(within(edit).getByRole('textbox', { name: 'Required specs' }), ' extra');
    await user.click(within(edit).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Failed to update materials')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit material' })).toBeInTheDocument();
  });

  it('says when the campaign has no checklist yet', async () => {
    const campaign = db().campaigns.find(
      (c) => !db().materials.some((m) => m.campaign_id === c.id),
    )!;
    renderDialog(campaign.id);
    expect(await screen.findByText('No materials checklist yet')).toBeInTheDocument();
  });

  it('asks before closing over a buffer typed and not used; once used, closes at once', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    renderWithAdmin(<MaterialsChecklistDialog campaignId={3} open onClose={onClose} />);
    await table();
    const buffer = screen.getByRole('spinbutton', { name: 'Buffer (days)' });
    await user.clear(buffer);
    await user.type(buffer, '10');

    await user.keyboard('{Escape}');
    const question = await screen.findByRole('dialog', { name: 'Discard your changes?' });
    await user.click(within(question).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(buffer).toHaveValue(10);

    await user.click(screen.getByRole('button', { name: 'Generate checklist' }));
    const replace = await screen.findByRole('dialog', { name: 'Replace the materials checklist?' });
    await user.click(within(replace).getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Materials checklist generated');
    // The question fades out; until it has gone the checklist behind it is hidden from the user.
    await waitFor(() => expect(replace).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
