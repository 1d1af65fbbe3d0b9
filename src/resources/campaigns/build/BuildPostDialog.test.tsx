import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import type { MediaFacts } from '@/components/promotion/platformRules';
import { db } from '@/mocks/db/database';
import type { PostRow } from '@/mocks/db/schema';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { withJsdomUploads, type UploadXhrOptions } from '@tests/helpers/uploadXhr';
import { PostRowActions } from '../posts/actions/PostRowActions';
import { BuildPostDialog } from './BuildPostDialog';
import { readMediaFacts } from './readMediaFacts';

// jsdom decodes no image or video: each test says what the browser would have read.
vi.mock('./readMediaFacts', () => ({ readMediaFacts: vi.fn() }));
const facts = (value: MediaFacts | null) => vi.mocked(readMediaFacts).mockResolvedValue(value);

beforeEach(async () => {
  await signInForTest();
  facts(null);
});

/** An approved post whose approved materials include one with a file. */
function buildablePost() {
  const database = db();
  const post = database.posts.find(
    (p) =>
      p.status === 'approved' &&
      p.all_materials_approved &&
      database.materials.some((m) => m.post_id === p.id && m.status === 'approved' && m.media_file),
  )!;
  const material = database.materials.find(
    (m) => m.post_id === post.id && m.status === 'approved' && m.media_file,
  )!;
  return { post, material };
}

const open = (post: PostRow, changes: Partial<PostRow> = {}, uploads: UploadXhrOptions = {}) => {
  const onClose = vi.fn();
  renderWithAdmin(
    <BuildPostDialog
      campaignId={post.campaign_id}
      post={{ ...post, ...changes }}
      open
      onClose={onClose}
    />,
    { locale: 'en', dataProvider: withJsdomUploads(undefined, uploads) },
  );
  const dialog = screen.getByRole('dialog', { name: 'Build Post' });
  return {
    onClose,
    dialog,
    caption: within(dialog).getByRole('textbox', { name: /^Caption for/ }),
    build: () => userEvent.click(within(dialog).getByRole('button', { name: 'Build Post' })),
  };
};

const fromComputer = async (dialog: HTMLElement, file: File) => {
  const user = userEvent.setup({ applyAccept: false });
  await user.click(within(dialog).getByRole('radio', { name: 'From my computer' }));
  const input = dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
  await user.upload(input, file);
  await within(dialog).findByText(`Chosen: ${file.name}`);
};

const file = (name: string, type: string, bytes = 4) =>
  new File(['x'.repeat(bytes)], name, { type });

/** The bodies the app sent, by path end. */
function recordRequests() {
  const sent: { path: string; body: unknown }[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    const copy = request.clone();
    const body = path.endsWith('/upload-final-media')
      ? copy.formData().then((form) => Object.fromEntries(form.entries()))
      : copy.json();
    void body.then((value: unknown) => sent.push({ path, body: value }));
  });
  return sent;
}

describe('Build Post rules', () => {
  it('needs a file and a caption', async () => {
    const { post } = buildablePost();
    const user = userEvent.setup();
    const { dialog, caption, build } = open(post);
    expect(caption).toHaveValue(post.caption);
    await user.clear(caption);
    await build();
    const alerts = within(dialog).getAllByRole('alert');
    expect(alerts.map((a) => a.textContent)).toEqual([
      'Please select a file to upload',
      'Caption is required',
    ]);
  });

  it('refuses a file that is neither an image nor a video', async () => {
    const { post } = buildablePost();
    const { dialog } = open(post, { platform: 'facebook', content_format: 'post' });
    await fromComputer(dialog, file('notes.txt', 'text/plain'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Invalid file type. Please select an image or video file.',
    );
  });

  it('needs a video for TikTok, a YouTube short and a reel', async () => {
    const { post } = buildablePost();
    facts({ kind: 'image', bytes: 4 });
    const { dialog } = open(post, { platform: 'youtube', content_format: 'short' });
    await fromComputer(dialog, file('cover.png', 'image/png'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('This post requires a video file.');
  });

  it('needs an image for a YouTube community post', async () => {
    const { post } = buildablePost();
    facts({ kind: 'video', bytes: 4 });
    const { dialog } = open(post, { platform: 'youtube', content_format: 'community' });
    await fromComputer(dialog, file('clip.mp4', 'video/mp4'));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'This post requires an image file.',
    );
  });

  it('limits the caption per platform, with live counts', async () => {
    const { post } = buildablePost();
    const user = userEvent.setup();
    const { dialog, caption } = open(post, { platform: 'tiktok', content_format: 'video' });
    await user.clear(caption);
    await user.click(caption);
    await user.paste('a'.repeat(2201));
    expect(dialog).toHaveTextContent('2,201 / 2,200 characters');
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Caption exceeds maximum length of 2,200 characters for TikTok',
    );
  });

  it('applies Instagram’s media limits: video length, image size, aspect ratio', async () => {
    const { post } = buildablePost();
    const props = { platform: 'instagram', content_format: 'post' } as const;
    facts({ kind: 'video', bytes: 4, seconds: 61, width: 1080, height: 1080 });
    const first = open(post, props);
    await fromComputer(first.dialog, file('long.mp4', 'video/mp4'));
    expect(within(first.dialog).getByRole('alert')).toHaveTextContent(
      'Video must be at most 60 seconds long for Instagram',
    );
    first.dialog.remove();

    facts({ kind: 'image', bytes: 9 * 1024 * 1024, width: 1080, height: 1920 });
    const second = open(post, props);
    await fromComputer(second.dialog, file('tall.jpg', 'image/jpeg'));
    const texts = within(second.dialog).getByRole('alert');
    expect(texts).toHaveTextContent('Image file size must be less than 8 MB for Instagram');
    expect(texts).toHaveTextContent(
      'Aspect ratio not accepted by Instagram: use 1:1, 4:5, or 16:9',
    );
  });
});

describe('Building', () => {
  it('builds from an approved material without uploading it', async () => {
    const { post, material } = buildablePost();
    const sent = recordRequests();
    const { dialog, caption, build, onClose } = open(post);
    const name = material.media_file!.original_filename ?? material.asset_description;
    await userEvent.click(await within(dialog).findByRole('radio', { name }));
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Out now');
    // Beside the caption, the post as its platform will show it, with the chosen file.
    const preview = within(dialog).getByRole('article', { name: / preview$/ });
    expect(
      await within(preview).findByRole('img', { name: `The post’s file: ${name}` }),
    ).toBeVisible();
    expect(preview).toHaveTextContent('Out now');
    await build();

    expect(await screen.findByText('Post built and scheduled successfully')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(sent).toEqual([
      {
        path: `/api/v1/campaigns/${post.campaign_id}/posts/${post.id}/build`,
        body: { media_file_id: material.media_file!.id, caption: 'Out now' },
      },
    ]);
    expect(db().posts.find((p) => p.id === post.id)?.status).toBe('scheduled');
  });

  it('uploads a local file, then builds with its id; a failed build keeps the form and the upload; no closing meanwhile', async () => {
    const { post } = buildablePost();
    const sent = recordRequests();
    facts({ kind: 'video', bytes: 4, width: 1080, height: 1920 });
    const buildPath = `/campaigns/${post.campaign_id}/posts/${post.id}/build`;
    server.use(http.post(api(buildPath), () => fail(500, 'Scheduler is down'), { once: true }));
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const { dialog, caption, build, onClose } = open(
      post,
      { platform: 'tiktok', content_format: 'video' },
      { progress: [[1, 4]], hold: () => held },
    );
    await fromComputer(dialog, file('final.mp4', 'video/mp4'));
    await userEvent.clear(caption);
    await userEvent.type(caption, 'Tonight');
    await build();
    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '25');
    expect(dialog).toHaveTextContent('Uploading the file: 25%');
    // A build under way is not left behind by Escape.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).not.toHaveBeenCalled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();

    expect(await screen.findByText('Scheduler is down')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(caption).toHaveValue('Tonight');
    expect(within(dialog).getByText('Chosen: final.mp4')).toBeInTheDocument();

    await build();
    expect(await screen.findByText('Post built and scheduled successfully')).toBeInTheDocument();
    await waitFor(() => expect(sent).toHaveLength(3));
    const [upload, firstBuild, retry] = sent;
    expect(upload?.path).toMatch(/\/upload-final-media$/);
    expect(upload?.body).toMatchObject({
      post_id: String(post.id),
      platform: 'tiktok',
      scheduled_date: post.scheduled_date,
    });
    // The upload's file joined the media library last.
    const uploaded = db().mediaFiles.at(-1)!;
    expect(uploaded.file_type).toBe('video');
    expect(firstBuild?.body).toEqual({ media_file_id: uploaded.id, caption: 'Tonight' });
    expect(retry?.body).toEqual({ media_file_id: uploaded.id, caption: 'Tonight' });
  });

  it('keeps the form and shows the server’s words when the upload fails', async () => {
    const { post } = buildablePost();
    facts({ kind: 'image', bytes: 4 });
    const uploadPath = `/campaigns/${post.campaign_id}/posts/${post.id}/upload-final-media`;
    server.use(http.post(api(uploadPath), () => fail(413, 'Storage is full')));
    const { dialog, caption, build, onClose } = open(post, {
      platform: 'facebook',
      content_format: 'post',
    });
    await fromComputer(dialog, file('photo.png', 'image/png'));
    await build();
    expect(await screen.findByText('Storage is full')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    expect(caption).toHaveValue(post.caption);
    expect(db().posts.find((p) => p.id === post.id)?.status).toBe('approved');
  });
});

describe('the Build post row action', () => {
  it('names the media library picker after what it chooses: the post’s image', async () => {
    const { post } = buildablePost();
    const user = userEvent.setup();
    const { dialog } = open(post);
    await user.click(within(dialog).getByRole('radio', { name: 'Media library' }));
    const browse = within(dialog).getByRole('button', { name: 'Browse library' });
    await waitFor(() => expect(browse).toBeEnabled());
    await user.click(browse);
    const picker = await screen.findByRole('dialog', { name: 'Select Post Image' });
    expect(within(picker).getByRole('button', { name: 'Select Image' })).toBeDisabled();
    expect(screen.queryByRole('dialog', { name: 'Select Background Image' })).toBeNull();
  });

  it('is offered on approved posts whose materials are all approved, and opens the dialog', async () => {
    const { post } = buildablePost();
    const user = userEvent.setup();
    const { unmount } = renderWithAdmin(
      <PostRowActions
        campaignId={post.campaign_id}
        post={{ ...post, all_materials_approved: false }}
      />,
      { locale: 'en' },
    );
    expect(screen.queryByRole('button', { name: /^Build post/ })).not.toBeInTheDocument();
    unmount();

    renderWithAdmin(<PostRowActions campaignId={post.campaign_id} post={post} />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: `Build post: post ${post.id}` }));
    expect(await screen.findByRole('dialog', { name: 'Build Post' })).toBeInTheDocument();
  });
});
