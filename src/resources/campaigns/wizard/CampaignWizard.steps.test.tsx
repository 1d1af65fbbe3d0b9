import { screen, waitFor, within } from '@testing-library/react';
import { db } from '@/mocks/db/database';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import {
  artistGroup,
  artistsWithAlbums,
  budgetField,
  button,
  chooseArtistAndAlbum,
  dialog,
  escape,
  goNext,
  nameField,
  nextButton,
  progress,
  renderWizard,
  searchArtists,
  seededCampaign,
  setLaunchDate,
  setMinimumBudget,
  typeInto,
} from './wizard.testkit';

beforeEach(signInForTest);

const reason = (text: string) => within(dialog()).getByText(text);

/** The phase split table's rows, cell by cell. */
const splitRows = () =>
  within(within(dialog()).getByRole('table'))
    .getAllByRole('row')
    .slice(1)
    .map((row) => Array.from(row.children, (cell) => cell.textContent ?? ''));

/** Intl separates thousands and currency with no-break spaces in French. */
const normalSpaces = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('CampaignWizard: the rules of each step', () => {
  it('enables Next only once each step is complete, and reads the budget floor from settings', async () => {
    setMinimumBudget(250);
    const [{ artist, albums }] = artistsWithAlbums() as [ReturnType<typeof artistsWithAlbums>[0]];
    const { user } = renderWizard();

    expect(screen.getByRole('heading', { name: 'New Campaign' })).toBeVisible();
    expect(progress()).toBe('Step 1 of 4: Select Artist');
    expect(nextButton()).toBeDisabled();
    expect(reason('Choose an artist to continue.')).toBeVisible();

    await chooseArtistAndAlbum(user, artist.stageName, albums[0]?.title ?? '');
    await goNext(user, 'Step 2 of 4: Campaign Details');

    expect(nextButton()).toBeDisabled();
    expect(reason('Enter a campaign name and a launch date to continue.')).toBeVisible();
    await typeInto(user, nameField(), 'Winter push');
    // Enter in a field submits nothing and moves nowhere.
    await user.keyboard('{Enter}');
    expect(progress()).toBe('Step 2 of 4: Campaign Details');
    expect(nextButton()).toBeDisabled();
    expect(reason('Choose a launch date to continue.')).toBeVisible();
    await setLaunchDate(user, '2026-12-01');
    await goNext(user, 'Step 3 of 4: Budget Configuration');

    const budget = budgetField();
    await waitFor(() => expect(budget).toHaveValue(250));
    expect(budget).toHaveAttribute('min', '250');
    expect(budget).toHaveAttribute('max', '50000');
    expect(budget).toHaveAttribute('step', '50');
    expect(nextButton()).toBeEnabled();

    await typeInto(user, budget, '200');
    expect(nextButton()).toBeDisabled();
    expect(within(dialog()).getByText('The budget must be at least CA$250.00.')).toBeVisible();

    await typeInto(user, budget, '50050');
    expect(nextButton()).toBeDisabled();
    expect(within(dialog()).getByText('The budget cannot exceed CA$50,000.00.')).toBeVisible();

    await typeInto(user, budget, '50000');
    expect(nextButton()).toBeEnabled();

    // Not a number: the minimum once the user leaves the field.
    await user.clear(budget);
    await user.type(budget, 'abc');
    expect(nextButton()).toBeDisabled();
    await user.tab();
    expect(budget).toHaveValue(250);
    expect(nextButton()).toBeEnabled();
    await goNext(user, 'Step 4 of 4: Final Configuration');

    expect(within(dialog()).queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    const create = button('Create Campaign');
    expect(create).toBeEnabled();
    const english = within(dialog()).getByRole('checkbox', { name: 'English' });
    expect(english).toBeChecked();
    await user.click(english);
    expect(create).toBeDisabled();
    expect(within(dialog()).getByText('Select at least one content language')).toBeVisible();
    await user.click(within(dialog()).getByRole('checkbox', { name: 'French (Canada)' }));
    expect(create).toBeEnabled();
  });

  it('splits a launch ahead by the settings, from weeks -3 to +4', async () => {
    const database = db();
    setMinimumBudget(100);
    const settings = database.settings as NonNullable<typeof database.settings>;
    settings.campaignSettings.phase_distribution = { pre_launch: 40, launch: 35, post_launch: 25 };
    const { user } = renderWizard({ campaign: { ...seededCampaign(), total_budget: 2000 } });
    await goNext(user, 'Step 2 of 4: Campaign Details');
    // TEST_NOW is 2026-11-15 (the boundary itself, a launch today, is in phaseSplit.test.ts).
    await setLaunchDate(user, '2026-11-20');
    await goNext(user, 'Step 3 of 4: Budget Configuration');

    await waitFor(() =>
      expect(splitRows()).toEqual([
        ['Pre-launch', 'Weeks -3 to -1', '40%', 'CA$800.00'],
        ['Launch', 'Week 0', '35%', 'CA$700.00'],
        ['Post-launch', 'Weeks +1 to +4', '25%', 'CA$500.00'],
      ]),
    );
    expect(
      within(dialog()).getByText(
        'The launch date is ahead: the budget is spread over weeks −3 to +4.',
      ),
    ).toBeVisible();

    await typeInto(user, budgetField(), '1250');
    expect(splitRows()).toEqual([
      ['Pre-launch', 'Weeks -3 to -1', '40%', 'CA$500.00'],
      ['Launch', 'Week 0', '35%', 'CA$437.50'],
      ['Post-launch', 'Weeks +1 to +4', '25%', 'CA$312.50'],
    ]);
  });

  it('splits a launch already past 0 / 30 / 70 over weeks 0 to +4, whatever the settings say', async () => {
    const { user } = renderWizard({ campaign: { ...seededCampaign(), total_budget: 2500 } });
    await goNext(user, 'Step 2 of 4: Campaign Details');
    await setLaunchDate(user, '2026-11-10');
    await goNext(user, 'Step 3 of 4: Budget Configuration');

    expect(splitRows()).toEqual([
      ['Pre-launch', 'None', '0%', 'CA$0.00'],
      ['Launch', 'Week 0', '30%', 'CA$750.00'],
      ['Post-launch', 'Weeks +1 to +4', '70%', 'CA$1,750.00'],
    ]);
    expect(
      within(dialog()).getByText(
        'The launch date has passed: the campaign is ongoing, with weeks 0 to +4 only and no pre-launch.',
      ),
    ).toBeVisible();
  });

  it('shows the split and the money in the interface language', async () => {
    const { user } = renderWizard({
      campaign: { ...seededCampaign(), total_budget: 2000, launch_date: '2026-12-01' },
      locale: 'fr',
    });
    await goNext(user, 'Étape 2 sur 4 : Détails de la campagne', 'Suivant');
    await goNext(user, 'Étape 3 sur 4 : Configuration du budget', 'Suivant');
    await waitFor(() =>
      expect(splitRows().map((row) => row.map(normalSpaces))).toEqual([
        ['Avant la sortie', 'Semaines -3 à -1', '50 %', '1 000,00 $CA'],
        ['Sortie', 'Semaine 0', '25 %', '500,00 $CA'],
        ['Après la sortie', 'Semaines +1 à +4', '25 %', '500,00 $CA'],
      ]),
    );
  });

  it('asks before closing a wizard with entered data, with the focus on keeping it', async () => {
    const [{ artist }] = artistsWithAlbums() as [ReturnType<typeof artistsWithAlbums>[0]];
    const { user, onClose } = renderWizard();
    await searchArtists(user, artist.stageName);
    await user.click(
      within(artistGroup()).getByRole('radio', {
        name: new RegExp(`^${escape(artist.stageName)}`),
      }),
    );

    await user.keyboard('{Escape}');
    const confirm = await screen.findByRole('dialog', { name: 'Discard this campaign?' });
    expect(within(confirm).getByRole('button', { name: 'Keep editing' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(confirm).not.toBeInTheDocument());
    expect(onClose).not.toHaveBeenCalled();
    expect(dialog()).toBeVisible();

    await user.click(button('Close'));
    const again = await screen.findByRole('dialog', { name: 'Discard this campaign?' });
    await user.click(within(again).getByRole('button', { name: 'Discard' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was entered', async () => {
    const { user, onClose } = renderWizard();
    await user.click(button('Cancel'));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: /Discard/ })).not.toBeInTheDocument();
  });
});
