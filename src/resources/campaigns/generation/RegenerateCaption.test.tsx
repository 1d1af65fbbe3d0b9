// A post's Regenerate Caption is a generation run of its campaign (issue 20): recorded in the
// browser's storage while it goes (a reload knows it), refusing the campaign's other runs
// meanwhile, and reported once, in the drawer's own words and the user's language.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { generationRunKey, parseGenerationRun, signedInUserKey } from '@/providers/generationRuns';
import { now } from '@/lib/clock';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { api } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderPostDrawer } from '../posts/drawer/postDrawer.testkit';
import { GenerationStatus } from './GenerationStatus';
import { resetGenerations, startGeneration } from './generationStore';

beforeEach(async () => {
  await signInForTest();
  resetGenerations();
});

/** The drawer, the campaign card's status line, and the layout's reporter. */
const open = async (post: PostRow, locale: 'en' | 'fr' | 'es' = 'en') => {
  renderPostDrawer(post, { locale, beside: <GenerationStatus campaignId={post.campaign_id} /> });
  return screen.findByRole('dialog');
};

const captioned = () => db().posts.find((p) => p.status === 'needs_review' && p.caption !== null)!;
const storedRun = (campaignId: number) =>
  parseGenerationRun(localStorage.getItem(generationRunKey(signedInUserKey(), campaignId)));

/** Holds the post's regeneration until `release` is called; counts the calls. */
function holdRegeneration() {
  const calls: string[] = [];
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.post(api('/post-generation/posts/:id/regenerate'), async ({ params }) => {
      calls.push(String(params.id));
      await released;
      // Then the demo API answers as usual.
      return undefined;
    }),
  );
  return { calls, release };
}

describe('Regenerate Caption of one post', () => {
  it('is recorded while it runs, holds the campaign’s other runs, and is reported once', async () => {
    const user = userEvent.setup();
    const post = captioned();
    const before = post.caption;
    const held = holdRegeneration();
    const drawer = await open(post);
    const button = within(drawer).getByRole('button', { name: 'Regenerate Caption' });
    await user.click(button);

    await waitFor(() => expect(held.calls).toEqual([String(post.id)]));
    expect(storedRun(post.campaign_id)).toMatchObject({
      postIds: [post.id],
      regenerate: true,
      kind: 'caption',
    });
    // The campaign's card (behind the drawer) shows it running.
    expect(screen.getByText('Generating posts...')).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    // The campaign's Generate sends nothing meanwhile.
    expect(
      startGeneration(post.campaign_id, () => Promise.reject(new Error('must not be sent'))),
    ).toBe(false);

    held.release();
    expect(await screen.findByText('Caption regenerated')).toBeInTheDocument();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-disabled'));
    expect(screen.getAllByText('Caption regenerated')).toHaveLength(1);
    expect(storedRun(post.campaign_id)?.endedAt).toBeDefined();
    expect(db().posts.find((p) => p.id === post.id)?.caption).not.toBe(before);
    expect(held.calls).toHaveLength(1);
  });

  it('is refused while a generation of the campaign runs, in this tab or another', async () => {
    const user = userEvent.setup();
    const post = captioned();
    // Another tab's run of the campaign, started a minute ago.
    localStorage.setItem(
      generationRunKey(signedInUserKey(), post.campaign_id),
      JSON.stringify({
        runId: 'elsewhere',
        campaignId: String(post.campaign_id),
        startedAt: now() - 60_000,
        regenerate: true,
      }),
    );
    const held = holdRegeneration();
    const drawer = await open(post);
    const button = within(drawer).getByRole('button', { name: 'Regenerate Caption' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'A generation of these posts is already running',
    );
    expect(held.calls).toEqual([]);
    expect(storedRun(post.campaign_id)?.runId).toBe('elsewhere');
  });

  it.each([
    ['fr', 'Régénérer la légende', 'Légende régénérée'],
    ['es', 'Regenerar el texto', 'Texto regenerado'],
  ] as const)('is told in the user’s language (%s)', async (locale, label, done) => {
    const user = userEvent.setup();
    const drawer = await open(captioned(), locale);
    await user.click(within(drawer).getByRole('button', { name: label }));
    expect(await screen.findByText(done)).toBeInTheDocument();
  });
});
