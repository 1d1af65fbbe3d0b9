import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router-dom';

const CampaignPostsDialog = lazy(() => import('../posts/CampaignPostsDialog'));

/**
 * The posts view opens over the screen from the URL (?campaignId=, &postId=, &status=), which
 * it reads itself. Its code is fetched the first time the URL asks for it, and it then stays
 * mounted, so that it can close with its own transition.
 */
export const CampaignPostsSlot = () => {
  const [searchParams] = useSearchParams();
  const wanted = searchParams.has('campaignId');
  const [mounted, setMounted] = useState(wanted);
  if (wanted && !mounted) setMounted(true);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      <CampaignPostsDialog />
    </Suspense>
  );
};
