// The posts of a campaign, over the Promo Campaigns screen, opened by ?campaignId= (and
// &postId= for one post, &status= for a filter): links from cards, attention cards and
// notifications, a reload or a shared address all land here.
import CloseIcon from '@mui/icons-material/Close';
import {
  Dialog,
  DialogContent,
  DialogTitle,
  IconButton,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useOverlayTitle } from '@/components/pageTitle/overlayTitle';
import { CampaignPostsView } from './CampaignPostsView';
import { useCampaignPostsData } from './useCampaignPostsData';
import { useCampaignPostsUrl } from './useCampaignPostsUrl';
import { weekSpan } from './weekSpan';

export default function CampaignPostsDialog() {
  const translate = useTranslate();
  const theme = useTheme();
  const small = useMediaQuery(theme.breakpoints.down('md'));
  const titleId = useId();
  const url = useCampaignPostsUrl();
  // The campaign stays on screen while the dialog fades out after its id left the URL.
  const [shownId, setShownId] = useState(url.campaignId);
  if (url.campaignId !== null && url.campaignId !== shownId) setShownId(url.campaignId);
  const data = useCampaignPostsData(shownId);
  // The browser tab names the campaign while its posts are open, the campaigns again once closed
  // (not once faded out: the address has already changed back).
  useOverlayTitle(url.campaignId === null ? undefined : data.campaign?.name);
  if (shownId === null) return null;

  const count = data.posts?.length;
  const weeks = data.posts ? weekSpan(data.posts) : null;
  const postCount = translate('app.campaigns.posts.count', { smart_count: count ?? 0 });
  return (
    <Dialog
      open={url.campaignId !== null}
      onClose={url.close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xl"
      fullScreen={small}
      slotProps={{
        paper: { sx: small ? {} : { height: 'calc(100% - 64px)' } },
        transition: { onExited: () => setShownId(null) },
      }}
    >
      {/* The dialog is named by the campaign alone, not by the post count beside it. */}
      <DialogTitle id={`${titleId}-title`} sx={{ pr: 7 }}>
        <span id={titleId}>{data.campaign?.name ?? translate('app.campaigns.posts.title')}</span>
        {count !== undefined && !data.notFound && (
          <Typography
            component="span"
            variant="body2"
            sx={{ display: 'block', color: 'text.secondary' }}
          >
            {weeks === null
              ? postCount
              : translate('app.campaigns.posts.subtitle', {
                  posts: postCount,
                  weeks: translate('app.campaigns.posts.weeks', { smart_count: weeks }),
                })}
          </Typography>
        )}
      </DialogTitle>
      <IconButton
        onClick={url.close}
        aria-label={translate('app.campaigns.posts.close')}
        sx={{ position: 'absolute', right: 8, top: 8 }}
      >
        <CloseIcon />
      </IconButton>
      <DialogContent dividers>
        <CampaignPostsView url={url} {...data} />
      </DialogContent>
    </Dialog>
  );
}
