import { Skeleton, Stack, Typography } from '@mui/material';
import { useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { SongRequest } from '../../../api/types';
import { SongRequestDialog } from '../details/SongRequestDialog';
import { SongRequestCard } from './SongRequestCard';
import { useFocusAfterRejection } from './useFocusAfterRejection';

/** The list's page as cards (descriptions read better than in table cells), and the details. */
export const SongRequestCards = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<SongRequest>();
  const [opened, setOpened] = useState<SongRequest | null>(null);
  const list = useRef<HTMLDivElement>(null);
  const rejected = useFocusAfterRejection(data, list);

  return (
    // Focusable by script alone: it takes the focus when the last request of the list leaves it.
    <Stack
      ref={list}
      component="section"
      aria-label={translate('app.song_requests.title')}
      tabIndex={-1}
      spacing={2}
      sx={{ p: 2 }}
    >
      {isPending ? (
        <Skeleton variant="rounded" height={160} />
      ) : data && data.length > 0 ? (
        data.map((request) => (
          <SongRequestCard key={request.id} request={request} onOpen={setOpened} />
        ))
      ) : (
        <Typography sx={{ color: 'text.secondary', py: 4, textAlign: 'center' }}>
          {translate('app.song_requests.empty')}
        </Typography>
      )}
      {opened && (
        // Keyed, so each request opens with a fresh form.
        <SongRequestDialog
          key={opened.id}
          request={opened}
          onClose={() => setOpened(null)}
          onRejected={() => rejected(opened)}
        />
      )}
    </Stack>
  );
};
