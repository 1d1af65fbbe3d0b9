import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { visualRequirements } from '../visualDescription';
import { DrawerSection, DrawerText } from './DrawerSection';

const KEY = 'app.campaigns.drawer.visual';

/** What the post's visual must show (the production description), in each language. */
export const VisualRequirements = ({ post }: { post: CampaignPost }) => {
  const translate = useTranslate();
  const requirements = visualRequirements(post.generation_metadata);
  return (
    <DrawerSection title={translate(`${KEY}.title`)}>
      {requirements.length === 0 ? (
        <DrawerText muted>{translate(`${KEY}.none`)}</DrawerText>
      ) : (
        <Stack spacing={1}>
          {requirements.map(({ language, text }) => (
            <div key={language ?? 'legacy'} lang={language ?? undefined}>
              {language && (
                <Typography component="h4" variant="caption" sx={{ fontWeight: 'bold' }}>
                  {translate(`${KEY}.${language}`)}
                </Typography>
              )}
              <DrawerText>{text}</DrawerText>
            </div>
          ))}
        </Stack>
      )}
    </DrawerSection>
  );
};
