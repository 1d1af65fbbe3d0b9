import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useGetOne, type Identifier } from 'react-admin';
import { Link, Route, Routes } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { setClock } from '@/lib/clock';
import { db } from '@/mocks/db/database';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { useCampaignPosts } from '../posts/campaignPostsQuery';
import { generationOf, resetGenerations } from './generationStore';
import { GenerationNotices } from './GenerationNotices';
import { GenerationStatus } from './GenerationStatus';
import { useCampaignGeneration } from './useCampaignGeneration';

beforeEach(async () => {
  // Runs of the last test are forgotten once its screens are gone.
  resetGenerations();
  // The elapsed time ticks only when a test says so: a tick between two steps of a test would
  // re-render outside act(), and how many ticks come would depend on the machine's speed.
  vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
  await signInForTest();
});
afterEach(() => {
  vi.useRealTimers();
});

/** What a campaign card does with generation: a Generate button and the status beside it. */
const Card = ({ campaignId, label = 'Generate' }: { campaignId: Identifier; label?: string }) => {
  const { running, start } = useCampaignGeneration(campaignId);
  return (
    <section aria-label={`Campaign ${campaignId}`}>
      <button type="button" onClick={start} disabled={running}>
        {label}
      </button>
      <GenerationStatus campaignId={campaignId} />
    </section>
  );
};

/** Elsewhere in the app: after creating a campaign, "generate now" starts it without a card. */
const GenerateNow = ({ campaignId }: { campaignId: Identifier }) => {
  const { start } = useCampaignGeneration(campaignId);
  return (
    <button type="button" onClick={start}>
      Generate now
    </button>
  );
};

/** Reads the campaign the way the campaigns screen does, so its name is in the cache. */
const CampaignName = ({ campaignId }: { campaignId: Identifier }) => {
  const { data } = useGetOne('campaigns', { id: campaignId });
  return <p>{data?.name}</p>;
};

/** A view of the campaign's posts, such as the posts dialog. */
const Drafts = ({ campaignId }: { campaignId: Identifier }) => {
  const { data } = useCampaignPosts(campaignId);
  if (!data) return null;
  return <p>{`${data.filter((post) => post.caption === null).length} posts without a caption`}</p>;
};

/** The campaigns screen and another page, with the always-mounted notices of the layout. */
const App = ({ campaignId }: { campaignId: number }) => (
  <>
    <GenerationNotices />
    <Routes>
      <Route
        path="/promo-campaigns"
        element={
          <>
            <Card campaignId={campaignId} />
            <GenerateNow campaignId={campaignId} />
            <Link to="/dashboard">Leave</Link>
          </>
        }
      />
      <Route path="/dashboard" element={<Link to="/promo-campaigns">Back to campaigns</Link>} />
    </Routes>
  </>
);

/**
 * Generation answered by the test: each request body is kept and held until `answer` is
 * called, so the running state can be looked at.
 */
function holdGeneration() {
  const bodies: unknown[] = [];
  let answer!: (response: Response) => void;
  const answered = new Promise<Response>((resolve) => {
    answer = resolve;
  });
  server.use(
    http.post(api('/post-generation/campaign/generate'), async ({ request }) => {
      bodies.push(await request.json());
      return answered;
    }),
  );
  return { bodies, answer: (response: Response) => act(() => answer(response)) };
}

const summary = (successful: number, errors: number) =>
  ok({ summary: { successful, errors } }, { message: 'Done' });

const renderApp = (campaignId = 1) =>
  renderWithAdmin(<App campaignId={campaignId} />, { route: '/promo-campaigns', locale: 'en' });

const card = (campaignId = 1) => screen.getByRole('region', { name: `Campaign ${campaignId}` });
/** Waits until the card's status line (its live region) says `text`. */
const cardSays = (text: string, campaignId = 1) =>
  waitFor(() => expect(within(card(campaignId)).getByRole('status')).toHaveTextContent(text));

describe('campaign post generation', () => {
  it('sends one POST with the campaign id, and nothing more while it runs', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    renderApp(2);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await cardSays('Generating posts...', 2);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();
    // A second start from another place for the same campaign sends nothing.
    await user.click(screen.getByRole('button', { name: 'Generate now' }));
    await generation.answer(summary(78, 0));

    expect(await screen.findByRole('alert')).toHaveTextContent('Generated 78 posts');
    expect(generation.bodies).toEqual([{ campaign_id: 2 }]);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('shows an indeterminate progress bar and the elapsed time, read from the clock', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    const { unmount } = renderApp();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    const bar = await within(card()).findByRole('progressbar', {
      name: 'Post generation in progress',
    });
    expect(bar).not.toHaveAttribute('aria-valuenow');
    expect(within(card()).getByText('Elapsed time 0:00')).toBeInTheDocument();
    // The ticking time is not part of the live region, which would otherwise speak every second.
    expect(within(card()).getByRole('status')).not.toHaveTextContent('Elapsed');

    const startedAt = generationOf(1).startedAt!;
    setClock(startedAt + 65_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(card()).getByText('Elapsed time 1:05')).toBeInTheDocument();

    // A card mounted again (the user came back) goes on from the same start.
    unmount();
    setClock(startedAt + 9 * 60_000 + 59_000);
    renderApp();
    expect(within(card()).getByText('Elapsed time 9:59')).toBeInTheDocument();
    setClock(startedAt + 10 * 60_000);
    act(() => vi.advanceTimersByTime(1_000));
    expect(within(card()).getByText('Elapsed time 10:00')).toBeInTheDocument();

    await generation.answer(summary(78, 0));
    await cardSays('Generated 78 posts');
    expect(within(card()).queryByRole('progressbar')).not.toBeInTheDocument();
  });

  it('reports successful posts and errors from the summary, named after the campaign', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    const name = db().campaigns.find((c) => c.id === 3)!.name;
    renderWithAdmin(
      <>
        <GenerationNotices />
        <CampaignName campaignId={3} />
        <Card campaignId={3} />
      </>,
      { locale: 'en' },
    );
    await screen.findByText(name);

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await generation.answer(summary(70, 8));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      `${name}: Generated 70 posts, 8 errors`,
    );
    // The card keeps the outcome until the next run.
    expect(within(card(3)).getByRole('status')).toHaveTextContent('Generated 70 posts, 8 errors');
  });

  it('speaks of one post and one error in the singular', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    renderWithAdmin(
      <>
        <GenerationNotices />
        <Card campaignId={1} />
      </>,
      { locale: 'en' },
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await generation.answer(summary(1, 1));
    await cardSays('Generated 1 post, 1 error');
  });

  it('tells a run with nothing to generate as information, not as a success', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    renderWithAdmin(
      <>
        <GenerationNotices />
        <Card campaignId={1} />
      </>,
      { locale: 'en', stackedToasts: true },
    );
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await generation.answer(summary(0, 0));

    const toasts = await screen.findByRole('region', { name: 'Messages' });
    const toast = await within(toasts).findByText('No posts needed generating');
    const alert = toast.closest<HTMLElement>('.MuiAlert-root')!;
    // The information icon and colour, where a success has its tick.
    expect(within(alert).getByTestId('InfoOutlinedIcon')).toBeInTheDocument();
    expect(within(alert).queryByTestId('SuccessOutlinedIcon')).toBeNull();
    expect(alert).toHaveClass('MuiAlert-colorInfo');
    await cardSays('No posts needed generating');
    expect(within(card()).getByTestId('InfoOutlinedIcon')).toBeInTheDocument();
  });

  it.each([
    [
      'the server’s message',
      () => fail(500, 'AI service quota exceeded'),
      'AI service quota exceeded',
    ],
    [
      'the spec’s text when the server says nothing',
      () => new HttpResponse(null, { status: 500 }),
      'Failed to generate campaign content',
    ],
  ])('reports a failure with %s', async (_case, response, text) => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await generation.answer(response());

    expect(await screen.findByRole('alert')).toHaveTextContent(text);
    expect(within(card()).getByRole('status')).toHaveTextContent(text);
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('keeps running when the user leaves, toasts there, and shows the result on return', async () => {
    const user = userEvent.setup();
    const generation = holdGeneration();
    renderApp();
    await user.click(screen.getByRole('button', { name: 'Generate' }));
    await within(card()).findByRole('progressbar');

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await user.click(screen.getByRole('link', { name: 'Back to campaigns' }));
    // Still running after the card was gone and came back.
    expect(within(card()).getByRole('status')).toHaveTextContent('Generating posts...');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeDisabled();

    await user.click(screen.getByRole('link', { name: 'Leave' }));
    await generation.answer(summary(12, 0));
    expect(await screen.findByRole('alert')).toHaveTextContent('Generated 12 posts');

    await user.click(screen.getByRole('link', { name: 'Back to campaigns' }));
    expect(within(card()).getByRole('status')).toHaveTextContent('Generated 12 posts');
    expect(generation.bodies).toHaveLength(1);
  });

  it('refreshes the campaign’s posts once the demo API has written them', async () => {
    const user = userEvent.setup();
    const isDraft = (p: { caption: string | null; status: string }) =>
      p.caption === null && !['scheduled', 'published'].includes(p.status);
    const campaign = db().campaigns.find((c) =>
      db().posts.some((p) => p.campaign_id === c.id && isDraft(p)),
    )!;
    const drafts = db().posts.filter((p) => p.campaign_id === campaign.id && isDraft(p)).length;
    renderWithAdmin(
      <>
        <GenerationNotices />
        <Card campaignId={campaign.id} />
        <Drafts campaignId={campaign.id} />
      </>,
      { locale: 'en' },
    );
    expect(await screen.findByText(`${drafts} posts without a caption`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Generate' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`Generated ${drafts} posts`);
    expect(await screen.findByText('0 posts without a caption')).toBeInTheDocument();
  });
});
