import { screen, within } from '@testing-library/react';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signInForTest } from '@tests/helpers/signedIn';
import { api, fail, ok } from '@/mocks/http';
import { server } from '@/mocks/node';
import { artistWithoutCard, findForm, renderVoiceCardTab } from './voiceCard.testkit';

beforeEach(signInForTest);
afterEach(() => server.events.removeAllListeners());

const SAMPLE = 'Neon rivers tonight.\nOut now #NeonRivers #NewMusic';

describe('VoiceCardTab: previews', () => {
  it('shows progress while the preview is written, then the post as the platform shows it', async () => {
    const artist = await artistWithoutCard();
    const platforms: unknown[] = [];
    let finish = () => {};
    const written = new Promise<void>((resolve) => {
      finish = resolve;
    });
    server.use(
      http.post(api('/voice-cards/:id/preview'), async ({ request }) => {
        platforms.push(((await request.json()) as { platform?: unknown }).platform);
        await written;
        return ok({ preview_post: SAMPLE });
      }),
    );
    const { user } = renderVoiceCardTab(artist);
    await findForm();

    await user.click(screen.getByRole('button', { name: 'TikTok' }));
    await user.click(screen.getByRole('button', { name: 'Generate preview' }));

    expect(
      await screen.findByRole('progressbar', { name: 'Writing the TikTok preview' }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Generate preview' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Lexicon' })).toBeEnabled();
    finish();
    const post = await screen.findByRole('article', { name: 'TikTok preview' });
    expect(within(post).getByText(artist.stageName)).toBeVisible();
    // The post's own line break is kept in the text shown.
    expect(post.textContent).toContain('Neon rivers tonight.\nOut now #NeonRivers #NewMusic');
    expect(within(post).getByText('#NeonRivers')).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(platforms).toEqual(['tiktok']);
  });

  it('previews every platform side by side, each with its own failure', async () => {
    const artist = await artistWithoutCard();
    server.use(
      http.post(api('/voice-cards/:id/preview'), async ({ request }) => {
        const { platform } = (await request.json()) as { platform?: string };
        return platform === 'tiktok'
          ? fail(500, 'TikTok writer unavailable')
          : ok({ preview_post: `A post for ${platform ?? '?'}` });
      }),
    );
    const { user } = renderVoiceCardTab(artist);
    await findForm();

    await user.click(screen.getByRole('button', { name: 'Preview all platforms' }));

    const all = await screen.findByRole('region', { name: 'All platforms' });
    expect(
      await within(all).findByRole('article', { name: 'Instagram preview' }),
    ).toHaveTextContent('A post for instagram');
    expect(within(all).getByRole('article', { name: 'Facebook preview' })).toHaveTextContent(
      'A post for facebook',
    );
    expect(within(all).getByText('No TikTok preview: the generation failed.')).toBeVisible();
    expect(await screen.findByText('TikTok writer unavailable')).toBeVisible();
  });
});
