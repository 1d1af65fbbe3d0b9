// The Pre-Save Releases card: the artist's releases of the window (releaseWindow.ts), chosen by
// checkbox. Generating their links is not built yet (spec 02 §2): the button only says so, and
// POST .../presave-releases is never sent.
import {
  Alert,
  Button,
  Checkbox,
  CircularProgress,
  FormControlLabel,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { ALBUM_TYPES } from '@/api/albumTypes';
import { mediaFileUrl } from '@/api/mediaUrls';
import type { Release } from '@/api/types';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';
import { SectionCard } from '@/components/detail/SectionCard';
import { useToast } from '@/components/toasts/useToast';
import { now } from '@/lib/clock';
import { useFormatDate } from '@/lib/dates';
import type { LabelDataProvider } from '@/providers/data';
import { releasesInWindow } from './releaseWindow';

const KNOWN_TYPES = new Set<string>(ALBUM_TYPES);

export const smartLinkReleasesQueryKey = (artistId: number) => [
  'smart-links',
  'releases',
  artistId,
];

export interface ReleasesCardProps {
  artistId: number | null;
}

export const ReleasesCard = ({ artistId }: ReleasesCardProps) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.smart_links.releases.title')}>
      {artistId === null ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {translate('app.smart_links.releases.no_artist')}
        </Typography>
      ) : (
        // A new artist starts with nothing chosen.
        <ArtistReleases key={artistId} artistId={artistId} />
      )}
    </SectionCard>
  );
};

const ArtistReleases = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const toast = useToast();
  const dataProvider = useDataProvider<LabelDataProvider>();
  const [chosen, setChosen] = useState<ReadonlySet<number>>(new Set());
  const query = useQuery({
    queryKey: smartLinkReleasesQueryKey(artistId),
    queryFn: async () => (await dataProvider.getSmartLinkReleases(artistId)).data,
  });
  const releases = useMemo(
    () => (query.data ? releasesInWindow(query.data, now()) : []),
    [query.data],
  );
  // Only releases still listed count, should a refetch drop one that was ticked.
  const chosenShown = releases.filter((release) => chosen.has(release.id));

  const toggle = (id: number, checked: boolean) =>
    setChosen((previous) => {
      const next = new Set(previous);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  if (query.isPending) {
    return (
      <Stack direction="row" spacing={1} role="status" sx={{ alignItems: 'center' }}>
        <CircularProgress size={18} aria-hidden />
        <Typography variant="body2">{translate('app.smart_links.releases.loading')}</Typography>
      </Stack>
    );
  }
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => void query.refetch()}
            disabled={query.isFetching}
          >
            {translate('app.smart_links.releases.retry')}
          </Button>
        }
      >
        {translate('app.smart_links.releases.load_failed')}
      </Alert>
    );
  }

  return (
    <Stack spacing={2}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {translate('app.smart_links.releases.intro')}
      </Typography>
      {releases.length === 0 ? (
        <Typography variant="body2">{translate('app.smart_links.releases.empty')}</Typography>
      ) : (
        <FormGroup aria-label={translate('app.smart_links.releases.list')}>
          {releases.map((release) => (
            <ReleaseOption
              key={release.id}
              release={release}
              checked={chosen.has(release.id)}
              onChange={(checked) => toggle(release.id, checked)}
            />
          ))}
        </FormGroup>
      )}
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }} useFlexGap>
        <Button
          variant="contained"
          disabled={chosenShown.length === 0}
          onClick={() => toast.info('app.smart_links.releases.generate_soon')}
        >
          {translate('app.smart_links.releases.generate')}
        </Button>
        {releases.length > 0 && (
          <Typography variant="body2" role="status" sx={{ color: 'text.secondary' }}>
            {translate('app.smart_links.releases.selected', { smart_count: chosenShown.length })}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
};

interface ReleaseOptionProps {
  release: Release;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

const ReleaseOption = ({ release, checked, onChange }: ReleaseOptionProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const titleId = useId();
  const detailsId = useId();
  const type = KNOWN_TYPES.has(release.type)
    ? translate(`app.smart_links.releases.types.${release.type}`)
    : release.type;
  return (
    <FormControlLabel
      sx={{ alignItems: 'center', py: 0.5, mr: 0 }}
      control={
        <Checkbox
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          // Named by the title alone; the type and date describe it.
          slotProps={{ input: { 'aria-labelledby': titleId, 'aria-describedby': detailsId } }}
        />
      }
      label={
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          {release.cover_image_id !== null && (
            <AuthenticatedImage
              src={mediaFileUrl(release.cover_image_id)}
              alt={translate('app.smart_links.releases.cover', { title: release.title })}
              size={40}
              sx={{ width: 40, height: 40, borderRadius: 0.5 }}
            />
          )}
          <Stack>
            <Typography id={titleId} variant="body1">
              {release.title}
            </Typography>
            <Typography id={detailsId} variant="caption" sx={{ color: 'text.secondary' }}>
              {type} ·{' '}
              <time dateTime={release.release_date ?? undefined}>
                {formatDate(release.release_date)}
              </time>
            </Typography>
          </Stack>
        </Stack>
      }
    />
  );
};
