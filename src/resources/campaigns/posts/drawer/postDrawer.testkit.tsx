import type { ReactNode } from 'react';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import type { PostRow } from '@/mocks/db/schema';
import { GenerationNotices } from '../../generation/GenerationNotices';
import { useCampaignPosts } from '../campaignPostsQuery';
import { PostDrawer } from './PostDrawer';

/** The drawer over the campaign's posts as the posts view loads them, so reloads show. */
const DrawerOverPosts = ({ post }: { post: PostRow }) => {
  const { data } = useCampaignPosts(post.campaign_id);
  if (!data) return null;
  return (
    <PostDrawer
      postId={String(post.id)}
      post={data.find((p) => p.id === post.id)}
      campaignId={post.campaign_id}
      currency="CAD"
      onClose={() => undefined}
    />
  );
};

/**
 * The post's drawer, with the layout's GenerationNotices (it reports a finished generation, such
 * as Regenerate Caption) and whatever else a test shows beside it.
 */
export function renderPostDrawer(
  post: PostRow,
  { locale = 'en', beside }: { locale?: 'en' | 'fr' | 'es'; beside?: ReactNode } = {},
) {
  return renderWithAdmin(
    <>
      {beside}
      <DrawerOverPosts post={post} />
      <GenerationNotices />
    </>,
    { locale },
  );
}
