import { Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Artist } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { PublicStatusSelect } from './social/PublicStatusSelect';
import { SocialConnectionTabs } from './social/SocialConnectionTabs';

/** The artist's public status and social accounts (Facebook connection, insights, posts). */
export const SocialTab = ({ artist }: { artist: Artist }) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.artists.social.title')}>
      <Stack spacing={2} sx={{ pt: 1 }}>
        <PublicStatusSelect artist={artist} />
        <SocialConnectionTabs artistId={artist.id} />
      </Stack>
    </SectionCard>
  );
};
