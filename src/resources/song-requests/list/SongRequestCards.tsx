import { Skeleton, Stack, Typography } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import type { SongRequest } from '@/api/types';
import { SongRequestDialog } from '../details/SongRequestDialog';
import { SongRequestCard } from './SongRequestCard';
import { focusNeighbour } from '@/components/delete/focusAfterRemoval';
import { cardPlace, useFocusAfterRejection } from './useFocusAfterRejection';

/** The list's page as cards (descriptions read better than in table cells), and the details. */
export const SongRequestCards = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<SongRequest>();
  const [opened, setOpened] = useState<SongRequest | null>(null);
  const list = useRef<HTMLDivElement>(null);
  // Where the opened request's card stood: an approved request may have left the list while its
  // details were open, and closing them would give the focus back to a button that is gone.
  const [openedAt, setOpenedAt] = useState(-1);
  const open = (request: SongRequest) => {
    setOpened(request);
    setOpenedAt(data?.indexOf(request) ?? -1);
  };
  const refocusAt = useRef<number | null>(null);
  const close = () => {
    if (opened && !data?.some((request) => request.id === opened.id)) refocusAt.current = openedAt;
    setOpened(null);
  };
  // Once the details are gone: focused while they were open, their focus trap took it back.
  useEffect(() => {
    const index = refocusAt.current;
    if (opened || index === null || !list.current) return;
    refocusAt.current = null;
    focusNeighbour(cardPlace(list.current, index));
  }, [opened]);
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
        data.map((request) => <SongRequestCard key={request.id} request={request} onOpen={open} />)
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
          onClose={close}
          onRejected={() => rejected(opened)}
        />
      )}
    </Stack>
  );
};
