import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderPostDrawer } from './postDrawer.testkit';
import { resetGenerations } from '../../generation/generationStore';

beforeEach(async () => {
  await signInForTest();
  resetGenerations();
});

const open = async (post: PostRow) => {
  renderPostDrawer(post);
  return screen.findByRole('dialog', { name: `Post ${post.id}` });
};
const firstPost = (test: (post: PostRow) => boolean) => db().posts.find(test)!;
const withCaption = (status: PostRow['status']) =>
  firstPost((p) => p.status === status && p.caption !== null);
const actionNames = (drawer: HTMLElement) =>
  within(within(drawer).getByRole('group', { name: 'Post actions' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('post drawer', () => {
  describe('visual requirements', () => {
    it('shows both languages, with labels, from an object', async () => {
      const post = withCaption('needs_review');
      post.generation_metadata = {
        ai_visual_description_en: 'Neon rooftop, wide shot',
        ai_visual_description_fr: 'Toit au néon, plan large',
      };
      const drawer = await open(post);
      const section = within(drawer).getByRole('region', { name: 'Visual requirements' });
      expect(within(section).getByRole('heading', { name: 'English' })).toBeInTheDocument();
      expect(within(section).getByText('Neon rooftop, wide shot')).toBeInTheDocument();
      expect(within(section).getByRole('heading', { name: 'French' })).toBeInTheDocument();
      expect(within(section).getByText('Toit au néon, plan large')).toBeInTheDocument();
    });

    it('reads them from a JSON string', async () => {
      const post = withCaption('needs_review');
      post.generation_metadata = JSON.stringify({ ai_visual_description_fr: 'Studio, noir' });
      const drawer = await open(post);
      const section = within(drawer).getByRole('region', { name: 'Visual requirements' });
      expect(within(section).getByText('Studio, noir')).toBeInTheDocument();
      expect(within(section).queryByRole('heading', { name: 'English' })).not.toBeInTheDocument();
    });

    it('falls back to the legacy description', async () => {
      const post = withCaption('needs_review');
      post.generation_metadata = { ai_visual_description: 'Album cover, square' };
      const drawer = await open(post);
      const section = within(drawer).getByRole('region', { name: 'Visual requirements' });
      expect(within(section).getByText('Album cover, square')).toBeInTheDocument();
    });
  });

  it('shows the rejection reason of a post the artist rejected, and its details', async () => {
    const post = firstPost(
      (p) => p.status === 'rejected_by_artist' && p.rejection_reason !== null && p.caption !== null,
    );
    const drawer = await open(post);
    expect(within(drawer).getByText(post.rejection_reason!)).toBeInTheDocument();
    expect(within(drawer).getByText('Rejection reason')).toBeInTheDocument();
    const details = within(drawer).getByRole('region', { name: 'Post details' });
    expect(details).toHaveTextContent(post.is_paid_promotion ? 'Paid' : 'Organic');
  });

  it.each([
    ['fr', 'story', 'Publication %{id}', 'Détails de la publication', 'Publication éphémère'],
    ['fr', 'reel', 'Publication %{id}', 'Détails de la publication', 'Vidéo Reel'],
    ['es', 'story', 'Publicación %{id}', 'Detalles de la publicación', 'Historia'],
    ['es', 'reel', 'Publicación %{id}', 'Detalles de la publicación', 'Vídeo reel'],
  ] as const)('in %s, names the %s format in that language', async (locale, format, ...names) => {
    const [dialogName, detailsName, formatName] = names;
    const post = withCaption('needs_review');
    post.content_format = format;
    renderPostDrawer(post, { locale });
    const drawer = await screen.findByRole('dialog', {
      name: dialogName.replace('%{id}', String(post.id)),
    });
    const details = within(drawer).getByRole('region', { name: detailsName });
    const formats = within(details).getAllByRole('definition');
    expect(formats[0]).toHaveTextContent(formatName);
  });

  describe('artist TODO list', () => {
    const postWithTodo = () =>
      firstPost(
        (p) =>
          p.caption !== null &&
          (p.ai_artist_materials_needed ?? []).length > 0 &&
          p.ai_artist_materials_needed![0].enabled !== false,
      );

    it('saves a switched item with the post', async () => {
      const user = userEvent.setup();
      const post = postWithTodo();
      const [first, ...rest] = post.ai_artist_materials_needed!;
      let sent: unknown;
      server.events.on('request:start', ({ request }) => {
        if (request.method === 'PUT')
          void request
            .clone()
            .json()
            .then((body) => (sent = body));
      });
      const drawer = await open(post);
      const toggle = within(drawer).getByRole('switch', { name: first.task });
      expect(toggle).toBeChecked();

      await user.click(toggle);
      await waitFor(() => expect(sent).toBeDefined());
      expect(sent).toEqual({
        ai_artist_materials_needed: [{ ...first, enabled: false }, ...rest],
      });
      await waitFor(() => expect(post.ai_artist_materials_needed![0].enabled).toBe(false));
      expect(toggle).not.toBeChecked();
      server.events.removeAllListeners();
    });

    it.each([
      ['the server’s message', () => fail(409, 'The artist has started'), 'The artist has started'],
      [
        'the spec’s text',
        () => new HttpResponse(null, { status: 503 }),
        'Failed to update materials',
      ],
    ])('puts the switch back when the save fails, with %s', async (_case, answer, text) => {
      const user = userEvent.setup();
      const post = postWithTodo();
      server.use(http.put(api('/post-generation/posts/:id'), answer));
      const drawer = await open(post);
      const toggle = within(drawer).getByRole('switch', {
        name: post.ai_artist_materials_needed![0].task,
      });

      await user.click(toggle);
      expect(await screen.findByText(text)).toBeInTheDocument();
      expect(toggle).toBeChecked();
      expect(post.ai_artist_materials_needed![0].enabled).not.toBe(false);
    });
  });

  describe('actions', () => {
    it('offers only Generate Content without a caption, and generates that post', async () => {
      const user = userEvent.setup();
      const post = firstPost((p) => p.caption === null);
      post.ai_artist_materials_needed = null;
      const drawer = await open(post);
      expect(actionNames(drawer)).toEqual(['Generate Content']);
      expect(within(drawer).getByText('No materials needed from the artist')).toBeInTheDocument();

      await user.click(within(drawer).getByRole('button', { name: 'Generate Content' }));
      await waitFor(() => expect(post.caption).not.toBeNull());
    });

    it('offers the four actions with a caption', async () => {
      expect(actionNames(await open(withCaption('needs_review')))).toEqual([
        'Regenerate Caption',
        'Regenerate Assets',
        'Edit Caption',
        'Approve Post',
      ]);
    });

    it('offers no Approve Post for an approved post', async () => {
      expect(actionNames(await open(withCaption('approved')))).toEqual([
        'Regenerate Caption',
        'Regenerate Assets',
        'Edit Caption',
      ]);
    });

    it('opens the caption editor on the post', async () => {
      const user = userEvent.setup();
      const post = withCaption('needs_review');
      const drawer = await open(post);
      await user.click(within(drawer).getByRole('button', { name: 'Edit Caption' }));
      const editor = await screen.findByRole('dialog', { name: 'Edit Post Caption' });
      expect(within(editor).getByRole('textbox')).toHaveValue(post.caption);
    });

    it('approves the post', async () => {
      const user = userEvent.setup();
      const post = withCaption('needs_review');
      const drawer = await open(post);
      await user.click(within(drawer).getByRole('button', { name: 'Approve Post' }));
      expect(await screen.findByText('Post approved successfully')).toBeInTheDocument();
      expect(post.status).toBe('approved');
      // Reloaded: the post is approved and cannot be approved again.
      await waitFor(() =>
        expect(within(drawer).queryByRole('button', { name: 'Approve Post' })).toBeNull(),
      );
    });

    it('says when the approval fails', async () => {
      const user = userEvent.setup();
      const post = withCaption('needs_review');
      server.use(
        http.put(api('/post-generation/posts/:id'), () => new HttpResponse(null, { status: 500 })),
      );
      const drawer = await open(post);
      await user.click(within(drawer).getByRole('button', { name: 'Approve Post' }));
      expect(await screen.findByText('Failed to approve post')).toBeInTheDocument();
      expect(post.status).toBe('needs_review');
    });

    it('says how many errors a regeneration that rewrote nothing had', async () => {
      const user = userEvent.setup();
      // The demo server cannot rewrite a scheduled post: successful 0, errors 1.
      const drawer = await open(withCaption('scheduled'));
      await user.click(within(drawer).getByRole('button', { name: 'Regenerate Caption' }));
      expect(
        await screen.findByText('Failed to regenerate post content (1 error)'),
      ).toBeInTheDocument();
    });

    it('says when the regeneration fails', async () => {
      const user = userEvent.setup();
      server.use(
        http.post(
          api('/post-generation/posts/:id/regenerate'),
          () => new HttpResponse(null, { status: 500 }),
        ),
      );
      const drawer = await open(withCaption('needs_review'));
      await user.click(within(drawer).getByRole('button', { name: 'Regenerate Caption' }));
      expect(await screen.findByText('Failed to regenerate post')).toBeInTheDocument();
    });

    it('regenerates the caption and shows the new one', async () => {
      const user = userEvent.setup();
      const post = withCaption('needs_review');
      const before = post.caption!;
      const drawer = await open(post);
      await user.click(within(drawer).getByRole('button', { name: 'Regenerate Caption' }));
      expect(await screen.findByText('Caption regenerated')).toBeInTheDocument();
      expect(post.caption).not.toBe(before);
      await waitFor(() =>
        expect(
          within(drawer).getByText((_, node) => node?.textContent === post.caption),
        ).toBeInTheDocument(),
      );
    });
  });
});
