// Editing a campaign in the wizard while a colleague edits it too (issue 37): their change to
// another field is kept, only the user's fields are sent, a field both changed is asked about.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Campaign } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { CampaignRow } from '@/mocks/db/schema';
import { draftStore } from '@/providers/drafts/draftStore';
import type { WizardValues } from './wizardValues';
import {
  budgetField,
  button,
  dialog,
  goNext,
  nameField,
  progress,
  renderWizard,
  seededCampaign,
  stopWatchingRequests,
  typeInto,
  watchRequests,
} from './wizard.testkit';

beforeEach(signInForTest);
afterEach(stopWatchingRequests);

/** The JSON bodies of PUT /campaigns/{id}, read on the way to the demo API. */
function putsTo(campaign: Campaign): unknown[] {
  const bodies: unknown[] = [];
  watchRequests(({ request }) => {
    if (request.method !== 'PUT' || !new URL(request.url).pathname.endsWith(`/${campaign.id}`)) {
      return;
    }
    void request
      .clone()
      .json()
      .then((body: unknown) => bodies.push(body));
  });
  return bodies;
}

const row = (campaign: Campaign): CampaignRow => {
  const found = db().campaigns.find((c) => c.id === campaign.id);
  if (!found) throw new Error('The campaign is not in the demo database');
  return found;
};

/** Opens the wizard on a campaign and types a new budget on step 3. */
async function editBudget(budget: string) {
  const campaign = seededCampaign();
  const puts = putsTo(campaign);
  const rendered = renderWizard({ campaign, stackedToasts: true });
  const { user } = rendered;
  await goNext(user, 'Step 2 of 4');
  await goNext(user, 'Step 3 of 4');
  await typeInto(user, budgetField(), budget);
  await goNext(user, 'Step 4 of 4');
  return { ...rendered, campaign, puts };
}

const clashQuestion = () =>
  screen.findByRole('dialog', { name: 'Someone else changed the same fields' });

async function answer(user: UserEvent, side: 'Keep theirs' | 'Keep yours') {
  const question = await clashQuestion();
  expect(within(question).getByText('Budget')).toBeVisible();
  expect(within(question).getByText('CA$4,000.00')).toBeVisible();
  expect(within(question).getByText('CA$3,000.00')).toBeVisible();
  await user.click(within(question).getByRole('radio', { name: side }));
  await user.click(within(question).getByRole('button', { name: 'Save' }));
}

describe('CampaignWizard: an edit while a colleague edits the campaign', () => {
  it("keeps a colleague's change to another field and sends only the user's", async () => {
    const { campaign, puts, user, onSaved } = await editBudget('3000');
    Object.assign(row(campaign), { name: 'Renamed by a colleague' });

    await user.click(button('Save Changes'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([{ total_budget: 3000 }]);
    expect(row(campaign)).toMatchObject({ name: 'Renamed by a colleague', total_budget: 3000 });
    expect(onSaved).toHaveBeenCalledWith(
      expect.objectContaining({ name: 'Renamed by a colleague', total_budget: 3000 }),
      'edit',
    );
    expect(await screen.findByText('Campaign updated successfully')).toBeVisible();
    expect(await screen.findByText('A colleague’s change was kept: Campaign name')).toBeVisible();
  });

  it('asks about a field both changed; "Keep theirs" leaves it as they saved it', async () => {
    const { campaign, puts, user, onSaved } = await editBudget('3000');
    Object.assign(row(campaign), { total_budget: 4000 });

    await user.click(button('Save Changes'));
    await answer(user, 'Keep theirs');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([]);
    expect(row(campaign).total_budget).toBe(4000);
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ total_budget: 4000 }), 'edit');
  });

  it('"Keep yours" sends the user\'s version', async () => {
    const { campaign, puts, user, onSaved } = await editBudget('3000');
    Object.assign(row(campaign), { total_budget: 4000, include_live_posts: false });

    await user.click(button('Save Changes'));
    await answer(user, 'Keep yours');

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([{ total_budget: 3000 }]);
    expect(row(campaign)).toMatchObject({ total_budget: 3000, include_live_posts: false });
  });

  it('Cancel at the question writes nothing and keeps the wizard as typed', async () => {
    const { campaign, puts, user, onSaved } = await editBudget('3000');
    Object.assign(row(campaign), { total_budget: 4000 });

    await user.click(button('Save Changes'));
    const question = await clashQuestion();
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    expect(
      await screen.findByText('Nothing was saved. Your changes are still in the form.'),
    ).toBeVisible();
    expect(question).not.toBeInTheDocument();
    expect(puts).toEqual([]);
    expect(onSaved).not.toHaveBeenCalled();
    expect(row(campaign).total_budget).toBe(4000);
    expect(dialog()).toBeVisible();
    await user.click(button('Previous'));
    await waitFor(() => expect(budgetField()).toHaveValue(3000));
  });

  it('a draft restored over a campaign changed since brings back only what the user changed', async () => {
    const { campaign } = await editBudget('3000');
    const key = draftStore.keyFor('campaign-wizard', campaign.id) ?? '';
    await waitFor(() =>
      expect(draftStore.read<{ values: WizardValues }>(key)?.values.values.budget).toBe('3000'),
    );
    // A reload; meanwhile a colleague renames the campaign, which the screen then shows.
    cleanup();
    Object.assign(row(campaign), { name: 'Renamed by a colleague' });
    const puts = putsTo(campaign);
    const { user, onSaved } = renderWizard({ campaign: seededCampaign(), stackedToasts: true });
    await user.click(button('Restore'));

    expect(progress()).toBe('Step 4 of 4: Final Configuration');
    await user.click(button('Previous'));
    await waitFor(() => expect(budgetField()).toHaveValue(3000));
    await user.click(button('Previous'));
    await waitFor(() => expect(nameField()).toHaveValue('Renamed by a colleague'));
    await goNext(user, 'Step 3 of 4');
    await goNext(user, 'Step 4 of 4');
    await user.click(button('Save Changes'));

    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(puts).toEqual([{ total_budget: 3000 }]);
    expect(row(campaign)).toMatchObject({ name: 'Renamed by a colleague', total_budget: 3000 });
  });
});
