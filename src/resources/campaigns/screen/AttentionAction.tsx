import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { AttentionSum } from './attentionSums';
import { useCampaignPostsLink } from './useCampaignPostsLink';

const KEY = 'app.campaigns.screen.attention';

/**
 * Opens the posts in this status: straight to the one campaign that has some, or through a menu
 * of the campaigns that do, each with its count. Nothing to open: the button is disabled.
 */
export const AttentionAction = ({ sum }: { sum: AttentionSum }) => {
  const translate = useTranslate();
  const postsLink = useCampaignPostsLink();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const label = translate(`${KEY}.${sum.kind}.action`);
  const text = translate(`${KEY}.view`);
  const buttonProps = { size: 'small', variant: 'outlined', 'aria-label': label } as const;

  const [only] = sum.campaigns;
  if (!only) {
    return (
      <Button {...buttonProps} disabled>
        {text}
      </Button>
    );
  }
  if (sum.campaigns.length === 1) {
    return (
      <Button
        {...buttonProps}
        component={Link}
        to={postsLink({ campaignId: only.campaign.id, status: sum.status })}
      >
        {text}
      </Button>
    );
  }
  return (
    <>
      <Button
        {...buttonProps}
        endIcon={<ArrowDropDownIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor !== null}
        aria-controls={anchor ? menuId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {text}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {sum.campaigns.map(({ campaign, count }) => (
          <MenuItem
            key={campaign.id}
            component={Link}
            to={postsLink({ campaignId: campaign.id, status: sum.status })}
            onClick={() => setAnchor(null)}
          >
            {translate(`${KEY}.campaign_count`, { name: campaign.name, smart_count: count })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
