import { Link as MuiLink, List, ListItem, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Campaign } from '@/api/types';
import { campaignPostsPath } from '@/resources/campaigns/paths';

const KEY = 'app.analytics';

/** The campaigns whose posts wait on the label, each a link to those posts. */
export const AwaitingReview = ({ campaigns }: { campaigns: Campaign[] }) => {
  const translate = useTranslate();
  const headingId = useId();
  if (!campaigns.length) return null;
  return (
    <>
      <Typography id={headingId} component="h4" variant="subtitle2" sx={{ mt: 2 }}>
        {translate(`${KEY}.posts.awaiting_title`)}
      </Typography>
      <List dense aria-labelledby={headingId}>
        {campaigns.map((campaign) => (
          <ListItem key={campaign.id} disableGutters sx={{ flexWrap: 'wrap', columnGap: 1.5 }}>
            <Typography component="span" variant="body2" sx={{ fontWeight: 500 }}>
              {campaign.name}
            </Typography>
            {campaign.needs_review_count > 0 && (
              <MuiLink
                component={Link}
                variant="body2"
                to={campaignPostsPath({ campaignId: campaign.id, status: 'needs_review' })}
              >
                {translate(`${KEY}.posts.needs_review_link`, {
                  count: campaign.needs_review_count,
                  smart_count: campaign.needs_review_count,
                  campaign: campaign.name,
                })}
              </MuiLink>
            )}
            {campaign.pending_admin_review_count > 0 && (
              <MuiLink
                component={Link}
                variant="body2"
                to={campaignPostsPath({ campaignId: campaign.id, status: 'pending_admin_review' })}
              >
                {translate(`${KEY}.posts.modified_link`, {
                  count: campaign.pending_admin_review_count,
                  smart_count: campaign.pending_admin_review_count,
                  campaign: campaign.name,
                })}
              </MuiLink>
            )}
          </ListItem>
        ))}
      </List>
    </>
  );
};
