// The list's page as /social-media shows it: the Facebook state filter, the bulk invitation and
// its progress, the table. The state filter applies within the loaded page: the API cannot
// filter artists by Facebook state, and reading further pages to fill this one would read the
// state of artists nobody sees (one request each), which grows with the label.
import SendIcon from '@mui/icons-material/Send';
import { Button, LinearProgress, Stack, Typography } from '@mui/material';
import { useMemo, useRef, useState } from 'react';
import { useListContext, useStore, useTranslate } from 'react-admin';
import type { Artist } from '../../api/types';
import { canInvite } from '../../components/social/facebookState';
import { selectOnClick } from '@/components/list/rangeSelection';
import { FacebookStateFilter } from './FacebookStateFilter';
import {
  FACEBOOK_FILTERS,
  isFacebookFilter,
  matchesFilter,
  type FacebookFilter,
} from './facebookFilter';
import { InvitationProgress } from './InvitationProgress';
import { SocialMediaTable } from './SocialMediaTable';
import { useInvitationRun } from './useInvitationRun';
import { usePageFacebookStates, type ArtistFacebook } from './usePageFacebookStates';

const KEY = 'app.social_media';
const FILTER_KEY = 'social-media.facebookFilter';

const UNREAD: ArtistFacebook = {
  state: undefined,
  account: undefined,
  invitation: undefined,
  isPending: true,
  error: null,
  retry: () => undefined,
};

/** Artists invited under a filter stay in view, in their new state, until it or the page changes. */
interface Kept {
  view: string;
  ids: ReadonlySet<number>;
}

export const SocialRoster = () => {
  const translate = useTranslate();
  const { data, isPending, page, perPage, filterValues } = useListContext<Artist>();
  const artists = useMemo(() => data ?? [], [data]);
  const facebook = usePageFacebookStates(artists);
  const facebookOf = (artistId: number) => facebook.get(artistId) ?? UNREAD;
  const [storedFilter, setFilter] = useStore<FacebookFilter>(FILTER_KEY, 'all');
  const filter = isFacebookFilter(storedFilter) ? storedFilter : 'all';
  const run = useInvitationRun();
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const progressHeading = useRef<HTMLParagraphElement>(null);

  const view = JSON.stringify([filter, page, perPage, filterValues]);
  const [kept, setKept] = useState<Kept>({ view, ids: new Set() });
  const keptIds = kept.view === view ? kept.ids : new Set<number>();

  const counts = Object.fromEntries(
    FACEBOOK_FILTERS.map((f) => [
      f,
      artists.filter((artist) => matchesFilter(f, facebookOf(artist.id).state)).length,
    ]),
  ) as Record<FacebookFilter, number>;
  const shown = artists.filter(
    (artist) => keptIds.has(artist.id) || matchesFilter(filter, facebookOf(artist.id).state),
  );
  const isSelectable = (artistId: number) => {
    const { state } = facebookOf(artistId);
    return state !== undefined && canInvite(state);
  };
  const chosen = shown.filter((artist) => selected.has(artist.id) && isSelectable(artist.id));

  const send = (invitees: readonly Artist[]) => {
    setKept({ view, ids: new Set([...keptIds, ...invitees.map((artist) => artist.id)]) });
    run.send(invitees);
  };
  const sendSelected = () => {
    send(chosen);
    setSelected(new Set());
    // The button goes disabled with nothing selected: the focus moves to the progress.
    requestAnimationFrame(() => progressHeading.current?.focus());
  };
  // The row clicked last, where a Shift+click's range starts.
  const lastClicked = useRef<number | null>(null);
  const toggle = (artistId: number, shift: boolean) => {
    const last = lastClicked.current;
    lastClicked.current = artistId;
    const order = shown.map((artist) => artist.id);
    setSelected((current) =>
      selectOnClick(current, artistId, { shift, last, order, selectable: isSelectable }),
    );
  };
  const toggleAll = (select: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      for (const artist of shown) {
        if (select && isSelectable(artist.id)) next.add(artist.id);
        else next.delete(artist.id);
      }
      return next;
    });

  if (isPending) return <LinearProgress aria-label={translate(`${KEY}.table.caption`)} />;

  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      <Stack
        direction={{ xs: 'column', md: 'row' }}
        spacing={2}
        sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between' }}
      >
        <FacebookStateFilter value={filter} onChange={setFilter} counts={counts} />
        <Button
          variant="contained"
          startIcon={<SendIcon />}
          disabled={!chosen.length}
          onClick={sendSelected}
        >
          {translate(`${KEY}.invite.send_selected`, { count: chosen.length })}
        </Button>
      </Stack>
      {filter !== 'all' && (
        <Typography variant="body2" color="text.secondary">
          {translate(`${KEY}.filter.scope`, {
            shown: shown.length,
            count: artists.length,
          })}
        </Typography>
      )}
      <InvitationProgress run={run} headingRef={progressHeading} />
      <SocialMediaTable
        artists={shown}
        facebookOf={facebookOf}
        isSelectable={isSelectable}
        selected={selected}
        onToggle={toggle}
        onToggleAll={toggleAll}
        run={run}
        onSend={(artist) => send([artist])}
        emptyKey={`${KEY}.table.${artists.length ? 'empty_filtered' : 'empty'}`}
      />
    </Stack>
  );
};
