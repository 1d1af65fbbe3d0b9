// The screen's side of the wizard and of generation: what it opens, and what it does with their
// outcome. Both are other modules (tested on their own): here they are stand-ins.
import { screen, waitFor, within } from '@testing-library/react';
import type { Identifier } from 'react-admin';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import type { Campaign } from '@/api/types';
import { db } from '@/mocks/db/database';
import type { CampaignWizardProps } from '../wizard/CampaignWizard';
import { campaignsByLaunch, cardNames, renderScreen } from './campaigns.testkit';

const generation = vi.hoisted(() => ({
  started: [] as Identifier[],
  running: new Set<Identifier>(),
}));

vi.mock('../generation/useCampaignGeneration', () => ({
  useCampaignGeneration: (id: Identifier) => ({
    running: generation.running.has(id),
    start: () => generation.started.push(id),
  }),
}));

/** Saves as the real wizard would once the server has accepted: the row is in the database. */
vi.mock('../wizard/CampaignWizard', () => ({
  default: ({ open, campaign, onClose, onSaved }: CampaignWizardProps) => {
    if (!open) return null;
    const save = () => {
      const database = db();
      if (campaign) {
        const row = database.campaigns.find((c) => c.id === campaign.id)!;
        row.name = `${row.name} (renamed)`;
        onSaved({ ...campaign, name: row.name }, 'edit');
        return;
      }
      const row = { ...database.campaigns[0]!, id: 99, name: 'Winter Lights – EP launch' };
      database.campaigns.push(row);
      onSaved({ ...(row as unknown as Campaign), total_posts: 0 }, 'create');
    };
    return (
      <div role="dialog" aria-label="Stand-in wizard">
        <p>{campaign ? `Editing ${campaign.name}` : 'New campaign'}</p>
        <button onClick={save}>Save</button>
        <button onClick={onClose}>Close</button>
      </div>
    );
  },
}));

beforeEach(async () => {
  await signInForTest();
  generation.started = [];
  generation.running = new Set();
});

const loaded = () => waitFor(() => expect(cardNames()).toHaveLength(db().campaigns.length));

describe('CampaignsScreen with the wizard', () => {
  it('opens the wizard empty from New Campaign, and filled from a card’s Edit', async () => {
    const target = campaignsByLaunch()[1]!;
    const user = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    expect(await screen.findByText('New campaign')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByText('New campaign')).toBeNull());

    await user.click(screen.getByRole('button', { name: `Edit campaign ${target.name}` }));
    expect(await screen.findByText(`Editing ${target.name}`)).toBeVisible();
  });

  it('shows the new card after a create and offers to generate its posts now', async () => {
    const user = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));

    const prompt = await screen.findByRole('dialog', { name: 'Generate the posts now?' });
    expect(prompt).toHaveTextContent('"Winter Lights – EP launch" is saved.');
    await user.click(within(prompt).getByRole('button', { name: 'Generate now' }));
    expect(generation.started).toEqual([99]);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(cardNames()).toContain('Winter Lights – EP launch'));
  });

  it('generates nothing when the user says Later', async () => {
    const user = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: 'New Campaign' }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    const prompt = await screen.findByRole('dialog', { name: 'Generate the posts now?' });
    await user.click(within(prompt).getByRole('button', { name: 'Later' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(generation.started).toEqual([]);
  });

  it('shows the edited campaign after an edit, without offering to generate', async () => {
    // The name before the stand-in renames the row.
    const { name } = campaignsByLaunch()[0]!;
    const user = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: `Edit campaign ${name}` }));
    await user.click(await screen.findByRole('button', { name: 'Save' }));
    await waitFor(() => expect(cardNames()).toContain(`${name} (renamed)`));
    expect(screen.queryByRole('dialog', { name: 'Generate the posts now?' })).toBeNull();
  });
});

describe("CampaignsScreen: a card's Generate", () => {
  it('starts the generation of that campaign', async () => {
    const target = campaignsByLaunch()[2]!;
    const user = renderScreen();
    await loaded();
    await user.click(screen.getByRole('button', { name: `Generate posts for ${target.name}` }));
    expect(generation.started).toEqual([target.id]);
  });

  it('sends no second start while one runs, and says why', async () => {
    const target = campaignsByLaunch()[2]!;
    generation.running.add(target.id);
    const user = renderScreen();
    await loaded();
    const button = screen.getByRole('button', { name: `Generate posts for ${target.name}` });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('A generation of these posts is already running');
    await user.click(button);
    expect(generation.started).toEqual([]);
  });
});
