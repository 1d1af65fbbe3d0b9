// A generation this page did not send: sent by another tab of the browser, or by this tab
// before a reload (its request is gone). What the card shows, what it refuses to send, and who
// tells the end.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { Identifier } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { now } from '@/lib/clock';
import {
  GenerationRunningError,
  generationRunKey,
  signedInUserKey,
  type GenerationRun,
} from '@/providers/generationRuns';
import { db } from '@/mocks/db/database';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { createDataProvider } from '@/providers/data';
import { resetGenerations } from './generationStore';
import { GenerationNotices } from './GenerationNotices';
import { GenerationStatus } from './GenerationStatus';
import { useCampaignGeneration } from './useCampaignGeneration';

beforeEach(async () => {
  resetGenerations();
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
});

const Card = ({ campaignId }: { campaignId: Identifier }) => {
  const { running, start } = useCampaignGeneration(campaignId);
  return (
    <section aria-label="Campaign">
      <button type="button" onClick={start} aria-disabled={running}>
        Generate
      </button>
      <GenerationStatus campaignId={campaignId} />
    </section>
  );
};

const renderPage = (campaignId: number, locale: 'en' | 'fr' | 'es' = 'en') =>
  renderWithAdmin(
    <>
      <GenerationNotices />
      <Card campaignId={campaignId} />
    </>,
    { locale },
  );

/** Every generation request that reaches the API. */
function countGenerationRequests() {
  const sent: unknown[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/post-generation/campaign/generate')) sent.push(request.url);
  });
  return sent;
}

/** What another tab (or this one before a reload) wrote, and the event the others get. */
function storeRun(run: GenerationRun) {
  const key = generationRunKey(signedInUserKey(), run.campaignId);
  localStorage.setItem(key, JSON.stringify(run));
  act(() => {
    window.dispatchEvent(new StorageEvent('storage', { key }));
  });
}

const isDraft = (p: { caption: string | null; status: string }) =>
  p.caption === null && !['scheduled', 'published'].includes(p.status);
const campaignWithDrafts = () =>
  db().campaigns.find((c) => db().posts.some((p) => p.campaign_id === c.id && isDraft(p)))!;

const card = () => screen.getByRole('region', { name: 'Campaign' });

afterEach(() => server.events.removeAllListeners());

describe('a generation sent by another tab', () => {
  it('shows on the card with its elapsed time, is not sent again, and ends there without a toast here', async () => {
    const user = userEvent.setup();
    const sent = countGenerationRequests();
    const campaign = campaignWithDrafts();
    renderPage(campaign.id);
    const run: GenerationRun = {
      runId: 'other-tab',
      campaignId: String(campaign.id),
      startedAt: now() - 125_000,
      regenerate: false,
    };
    storeRun(run);

    expect(within(card()).getByRole('status')).toHaveTextContent('Generating posts...');
    expect(within(card()).getByText('Elapsed time 2:05')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Generate' }));
    expect(sent).toEqual([]);

    storeRun({ ...run, endedAt: now(), result: { summary: { successful: 12, errors: 0 } } });
    expect(within(card()).getByRole('status')).toHaveTextContent('Generated 12 posts');
    // The tab that sent it tells the user; this one only shows it.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(sent).toEqual([]);
  });

  it('refuses a second start in the data layer too: nothing is sent', async () => {
    const sent = countGenerationRequests();
    const campaign = campaignWithDrafts();
    storeRun({
      runId: 'other-tab',
      campaignId: String(campaign.id),
      startedAt: now() - 1_000,
      regenerate: false,
    });
    const dataProvider = createDataProvider();
    await expect(dataProvider.generatePosts({ campaign_id: campaign.id })).rejects.toBeInstanceOf(
      GenerationRunningError,
    );
    expect(sent).toEqual([]);
    // Another campaign is not held.
    const other = db().campaigns.find((c) => c.id !== campaign.id)!;
    await expect(dataProvider.generatePosts({ campaign_id: other.id })).resolves.toBeTruthy();
  });
});

describe('a generation after a reload', () => {
  it('is watched through the posts, its end told once, in the user’s language, and not told again after another reload', async () => {
    const campaign = campaignWithDrafts();
    const looks: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith(`/post-generation/campaign/${campaign.id}/posts`)) {
        looks.push(request.url);
      }
    });
    localStorage.setItem(
      generationRunKey(signedInUserKey(), campaign.id),
      JSON.stringify({
        runId: 'before-reload',
        campaignId: String(campaign.id),
        startedAt: now() - 60_000,
        regenerate: false,
      } satisfies GenerationRun),
    );
    // The server went on and wrote the drafts while the page reloaded.
    db()
      .posts.filter((p) => p.campaign_id === campaign.id && isDraft(p))
      .forEach((p) => {
        p.caption = 'Written by the server';
      });

    const first = renderPage(campaign.id, 'fr');
    // The French texts load first: the card may be drawn anew meanwhile.
    await waitFor(() =>
      expect(screen.getByRole('status')).toHaveTextContent('Génération des publications terminée'),
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Génération des publications terminée',
    );
    expect(looks.length).toBeGreaterThan(0);
    first.unmount();

    // Reloaded again: the outcome is shown, not told again.
    resetGenerations();
    renderPage(campaign.id, 'es');
    expect(await screen.findByText('Generación de publicaciones terminada')).toBeInTheDocument();
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('while the posts do not show the end, it stays running and Generate sends nothing', async () => {
    const user = userEvent.setup();
    const sent = countGenerationRequests();
    server.use(
      http.post(api('/post-generation/campaign/generate'), () => {
        throw new Error('No generation may be sent');
      }),
    );
    const campaign = campaignWithDrafts();
    localStorage.setItem(
      generationRunKey(signedInUserKey(), campaign.id),
      JSON.stringify({
        runId: 'before-reload',
        campaignId: String(campaign.id),
        startedAt: now() - 30_000,
        regenerate: false,
      } satisfies GenerationRun),
    );
    renderPage(campaign.id);
    expect(within(card()).getByText('Elapsed time 0:30')).toBeInTheDocument();
    await user.click(within(card()).getByRole('button', { name: 'Generate' }));
    await waitFor(() => expect(within(card()).getByRole('status')).toHaveTextContent('Generating'));
    expect(sent).toEqual([]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
