import { Button, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { serverMessageOr } from '@/lib/errorMessage';
import { FullPage } from './FullPage';
import { SmartLinkPageView } from './SmartLinkPageView';
import { useSmartLinkPage } from './useSmartLinkPage';

const MANAGER_PATH = '/smart-links';

/**
 * /smart-links/page/:slug: the admin's own rendition of an artist's public page, for when no
 * public links host is configured (config/env.ts LINKS_HOST). Shown without the admin's layout.
 */
const SmartLinkPageScreen = () => {
  const translate = useTranslate();
  const { slug = '' } = useParams();
  const { data, error, isPending, isError, isRefetching, refetch } = useSmartLinkPage(slug);

  if (isError) {
    const message = serverMessageOr(error, 'app.smart_links.preview.screen.load_failed');
    return (
      <FullPage>
        <Typography role="alert" color="error">
          {translate(message, { _: message })}
        </Typography>
        <Button variant="outlined" loading={isRefetching} onClick={() => void refetch()}>
          {translate('app.retry')}
        </Button>
      </FullPage>
    );
  }
  if (isPending && slug.trim() !== '') {
    return (
      <FullPage>
        <CircularProgress aria-label={translate('app.smart_links.preview.screen.loading')} />
      </FullPage>
    );
  }
  if (!data) {
    return (
      <FullPage>
        <Typography variant="h5" component="h1">
          {translate('app.smart_links.preview.screen.not_found')}
        </Typography>
        <Typography sx={{ color: 'text.secondary' }}>
          {translate('app.smart_links.preview.screen.not_found_detail', { slug })}
        </Typography>
        <Button variant="contained" component={RouterLink} to={MANAGER_PATH}>
          {translate('app.smart_links.preview.screen.back_to_manager')}
        </Button>
      </FullPage>
    );
  }
  return <SmartLinkPageView page={data} />;
};

export default SmartLinkPageScreen;
