import { Box, Typography } from '@mui/material';
import { Fragment } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { usePostFormat } from '../usePostFormat';
import { DrawerSection } from './DrawerSection';

const KEY = 'app.campaigns.drawer.details';

/** The post's details as a description list: format, template, type, budget, date and time. */
export const PostFacts = ({ post, currency }: { post: CampaignPost; currency: string }) => {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  // A post without a format or a template is the default one (spec 2: "content format (default
  // post)").
  const facts: [label: string, value: string][] = [
    [
      `${KEY}.content_format`,
      format.format({ ...post, content_format: post.content_format || 'post' }),
    ],
    ['app.campaigns.drawer.template', post.template_name || translate(`${KEY}.default_post`)],
    [`${KEY}.type`, format.type(post)],
    [`${KEY}.budget`, format.budget(post) ?? translate(`${KEY}.no_budget`)],
    [`${KEY}.date`, format.date(post)],
    [`${KEY}.time`, format.time(post)],
  ];
  return (
    <DrawerSection title={translate(`${KEY}.title`)}>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
              {translate(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </DrawerSection>
  );
};
