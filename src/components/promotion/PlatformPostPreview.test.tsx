import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { mediaFileUrl } from '../../api/mediaUrls';
import { db } from '../../mocks/db/database';
import { PlatformPostPreview, type PlatformPostPreviewProps } from './PlatformPostPreview';

beforeEach(signInForTest);

// 11 words of 10 characters (120 with the spaces), then a hashtag: Instagram's 125 characters
// end inside the hashtag, which the feed leaves out whole.
const WORDS = Array.from({ length: 11 }, (_, i) => `word${String(i).padStart(6, '0')}`);
const CAPTION = `${WORDS.join(' ')} #NeonRivers\nSecond line`;
const FIRST_WORDS = WORDS.join(' ');

const show = (props: Partial<PlatformPostPreviewProps> = {}, locale: 'en' | 'fr' = 'en') => {
  renderWithAdmin(
    <PlatformPostPreview
      platform="instagram"
      platformName="Instagram"
      author="Lune Rivière"
      caption={CAPTION}
      {...props}
    />,
    { locale },
  );
};

describe('PlatformPostPreview', () => {
  it('shows the caption cut where the feed cuts it, and all of it with “more”', async () => {
    const user = userEvent.setup();
    show();
    const post = screen.getByRole('article', { name: 'Instagram preview' });
    expect(within(post).getByText('Lune Rivière')).toBeVisible();
    expect(within(post).getByText('Instagram')).toBeVisible();
    expect(post.textContent).toContain(`${FIRST_WORDS}… more`);
    expect(post).not.toHaveTextContent('#NeonRivers');

    const more = within(post).getByRole('button', { name: 'more' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    await user.click(more);
    const less = within(post).getByRole('button', { name: 'less' });
    expect(less).toHaveAttribute('aria-expanded', 'true');
    expect(post.textContent).toContain(`${CAPTION} less`);
    // The hashtag is set apart from the words around it.
    expect(within(post).getByText('#NeonRivers')).toBeVisible();

    await user.click(less);
    expect(post).not.toHaveTextContent('#NeonRivers');
  });

  it('shows a short caption whole, without “more”, in the user’s language', async () => {
    show({ platform: 'facebook', platformName: 'Facebook' }, 'fr');
    const post = await screen.findByRole('article', { name: 'Aperçu Facebook' });
    expect(post.textContent).toContain(CAPTION);
    expect(within(post).queryByRole('button')).toBeNull();
  });

  it('frames the post’s image: a neutral frame, a file of the computer, a served file', async () => {
    const { unmount } = renderWithAdmin(
      <PlatformPostPreview
        platform="tiktok"
        platformName="TikTok"
        author="Lune"
        caption="Soon"
        media="placeholder"
      />,
      { locale: 'en' },
    );
    expect(screen.getByRole('img', { name: 'The post’s image or video' })).toBeVisible();
    unmount();

    const local = new File(['png'], 'cover.png', { type: 'image/png' });
    const photo = db().mediaFiles.find((file) => file.file_type === 'photo')!;
    renderWithAdmin(
      <>
        <PlatformPostPreview
          platform="instagram"
          platformName="Instagram"
          author="Lune"
          caption="Local"
          media={{ kind: 'image', name: 'cover.png', source: local }}
        />
        <PlatformPostPreview
          platform="facebook"
          platformName="Facebook"
          author="Lune"
          caption="Served"
          media={{ kind: 'image', name: 'served.jpg', source: mediaFileUrl(photo.id) }}
        />
      </>,
      { locale: 'en' },
    );
    expect(screen.getByRole('img', { name: 'The post’s file: cover.png' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
    expect(await screen.findByRole('img', { name: 'The post’s file: served.jpg' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^blob:/),
    );
  });
});
