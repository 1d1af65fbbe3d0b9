import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import { Button, Stack, Typography } from '@mui/material';
import { TextInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { SectionCard } from '../../components/detail/SectionCard';
import { useCopyText } from '../../components/useCopyText';
import { LINKS_HOST } from '../../config/env';
import { publicLinkUrl } from '../../components/smartLink/publicLinkUrl';
import { normalizeSlug } from './model/slug';

const KEY = 'app.smart_links.slug';

/** Link Slug: kept lowercase with hyphens as it is typed, and the public address it makes. */
export const SlugCard = () => {
  const translate = useTranslate();
  const slug = useWatch<{ link_slug: string }, 'link_slug'>({ name: 'link_slug' }) ?? '';
  const address = slug.trim() ? publicLinkUrl(LINKS_HOST, slug) : null;
  const copy = useCopyText(`${KEY}.copied`, `${KEY}.copy_manual`);

  return (
    <SectionCard title={translate(`${KEY}.title`)}>
      <TextInput
        source="link_slug"
        label={`${KEY}.label`}
        helperText={`${KEY}.help`}
        parse={normalizeSlug}
        autoComplete="off"
        spellCheck={false}
      />
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ alignItems: { sm: 'center' } }}
      >
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {translate(`${KEY}.public_address`)}{' '}
          {address ? (
            <Typography component="span" variant="body2" sx={{ fontFamily: 'monospace' }}>
              {address}
            </Typography>
          ) : (
            translate(`${KEY}.no_address`)
          )}
        </Typography>
        <Button
          size="small"
          startIcon={<ContentCopyIcon />}
          disabled={!address}
          onClick={() => address && void copy(address)}
        >
          {translate(`${KEY}.copy`)}
        </Button>
      </Stack>
    </SectionCard>
  );
};
