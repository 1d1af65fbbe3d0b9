// The artist's upload is served only with the bearer token, so a plain link cannot open it:
// the bytes are fetched through the dataProvider on demand (a video can be large), then a link
// to their object URL opens them in a new tab.
import AttachFileIcon from '@mui/icons-material/AttachFile';
import { Button, CircularProgress, Link, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Material } from '@/api/types';
import { useAuthenticatedObjectUrl } from '@/components/useAuthenticatedObjectUrl';

const KEY = 'app.campaigns.materials.file';

export const MaterialFileLink = ({ material }: { material: Material }) => {
  const translate = useTranslate();
  const file = material.media_file;
  const [requested, setRequested] = useState(false);
  const blob = useAuthenticatedObjectUrl(requested && file ? file.url : null);
  const link = useRef<HTMLAnchorElement>(null);
  const ready = blob.status === 'ready';
  // The button the user pressed is gone: the keyboard goes on from the link that replaced it.
  useEffect(() => {
    if (ready) link.current?.focus();
  }, [ready]);

  if (!file) {
    return <Typography sx={{ color: 'text.secondary' }}>{translate(`${KEY}.none`)}</Typography>;
  }
  const name = file.original_filename || material.asset_description;
  if (!requested) {
    return (
      <Button
        size="small"
        startIcon={<AttachFileIcon />}
        onClick={() => setRequested(true)}
        aria-label={translate(`${KEY}.get_label`, { name })}
        sx={{ alignSelf: 'flex-start' }}
      >
        {translate(`${KEY}.get`)}
      </Button>
    );
  }
  if (blob.status === 'ready') {
    return (
      <Link ref={link} href={blob.url} target="_blank" rel="noopener">
        {translate(`${KEY}.open`, { name })}
      </Link>
    );
  }
  if (blob.status === 'error') {
    return <Typography color="error">{translate(`${KEY}.failed`)}</Typography>;
  }
  return (
    <Stack role="status" direction="row" spacing={1} sx={{ alignItems: 'center' }}>
      <CircularProgress size={16} aria-hidden />
      <Typography variant="body2">{translate(`${KEY}.loading`)}</Typography>
    </Stack>
  );
};
