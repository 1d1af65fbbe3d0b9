import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import TuneIcon from '@mui/icons-material/Tune';
import { Box, Button, LinearProgress, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { DetailList } from '@/components/detail/DetailList';
import { LoadFailureAlert } from '@/components/detail/LoadFailureAlert';
import { SectionCard } from '@/components/detail/SectionCard';
import { LinkQrCode } from '@/components/smartLink/LinkQrCode';
import { publicLinkUrl } from '@/components/smartLink/publicLinkUrl';
import { useCopyText } from '@/components/useCopyText';
import { visuallyHidden } from '@/components/visuallyHidden';
import { LINKS_HOST } from '@/config/env';
import { artistSmartLinkPath } from '@/features/smart-links/paths';
import { useLoadFailureToast } from '@/components/toasts/useLoadFailureToast';
import { useArtistLinkSlug } from './useArtistLinkSlug';

const KEY = 'app.album_marketing.smart_link';

interface ArtistSmartLinkProps {
  artistId: number;
  artistName: string;
}

/** The address of the artist's public page, its QR code and the way to the manager. */
const LinkAddress = ({ address, managerPath }: { address: string; managerPath: string }) => {
  const translate = useTranslate();
  const copy = useCopyText('app.smart_links.slug.copied', 'app.smart_links.slug.copy_manual');
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={3} sx={{ alignItems: 'flex-start' }}>
      <Stack spacing={2} sx={{ flexGrow: 1, minWidth: 0 }}>
        <DetailList
          items={[
            {
              label: translate(`${KEY}.address`),
              value: (
                <MuiLink href={address} target="_blank" rel="noopener noreferrer">
                  <Box component="span" sx={{ fontFamily: 'monospace' }}>
                    {address}
                  </Box>
                  <Box component="span" sx={visuallyHidden}>
                    {` ${translate(`${KEY}.new_tab`)}`}
                  </Box>
                </MuiLink>
              ),
            },
          ]}
        />
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            startIcon={<ContentCopyIcon />}
            onClick={() => void copy(address)}
          >
            {translate(`${KEY}.copy`)}
          </Button>
          <Button
            size="small"
            variant="outlined"
            component={Link}
            to={managerPath}
            startIcon={<TuneIcon />}
          >
            {translate(`${KEY}.manage`)}
          </Button>
        </Stack>
      </Stack>
      <LinkQrCode publicUrl={address} />
    </Stack>
  );
};

export const ArtistSmartLink = ({ artistId, artistName }: ArtistSmartLinkProps) => {
  const translate = useTranslate();
  const slug = useArtistLinkSlug(artistId);
  useLoadFailureToast([slug.error], `${KEY}.load_failed`);
  const managerPath = artistSmartLinkPath(artistId);
  const artist = { artist: artistName };

  let content;
  if (slug.data) {
    content = (
      <LinkAddress address={publicLinkUrl(LINKS_HOST, slug.data)} managerPath={managerPath} />
    );
  } else if (slug.isPending) {
    content = <LinearProgress aria-label={translate(`${KEY}.loading`)} />;
  } else if (slug.isError) {
    content = (
      <LoadFailureAlert
        error={slug.error}
        fallbackKey={`${KEY}.load_failed`}
        onRetry={() => void slug.refetch()}
      />
    );
  } else {
    content = (
      <Box>
        <Typography>{translate(`${KEY}.none`, artist)}</Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
          {translate(`${KEY}.none_hint`)}
        </Typography>
        <Button variant="contained" component={Link} to={managerPath}>
          {translate(`${KEY}.set_up`)}
        </Button>
      </Box>
    );
  }
  return <SectionCard title={translate(`${KEY}.title`, artist)}>{content}</SectionCard>;
};
