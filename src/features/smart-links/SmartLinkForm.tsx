import { Alert, Box, Button, Grid, LinearProgress, Stack } from '@mui/material';
import { useState } from 'react';
import { useFormIsDirty, useTranslate } from 'react-admin';
import { useWatch, type FieldValues } from 'react-hook-form';
import { ConfirmDialog } from '../../components/confirm/ConfirmDialog';
import { FormDraft } from '../../components/drafts';
import { OneNoticeForm } from '../../components/forms/OneNoticeForm';
import { LINKS_HOST } from '../../config/env';
import { clearDraft } from '../../providers/drafts/draftStore';
import { serverMessageOr } from '../../lib/errorMessage';
import type { SmartLinkFormValues } from './model/formValues';
import { publicLinkUrl } from '../../components/smartLink/publicLinkUrl';
import { PlatformEntriesCard } from './platforms/PlatformEntriesCard';
import { LivePreview } from './preview/LivePreview';
import { ArtistPickerCard } from './setup/ArtistPickerCard';
import { ReleasesCard } from './setup/ReleasesCard';
import { ThemeCard } from './setup/ThemeCard';
import { SlugCard } from './SlugCard';
import { SmartLinkHeader } from './SmartLinkHeader';
import { useSmartLinkColleagues } from './colleagues/useSmartLinkColleagues';
import { useSmartLinkSave } from './useSmartLinkSave';

export interface ChosenArtist {
  id: number;
  name: string;
}

export interface SmartLinkFormProps {
  artist: ChosenArtist | null;
  record: SmartLinkFormValues;
  loading: boolean;
  loadError: unknown;
  onRetry: () => void;
  retrying: boolean;
  onArtistChange: (artist: ChosenArtist | null) => void;
  /** The artist picker takes the focus when the form shows (it was just used). */
  focusPicker?: boolean;
}

const KEY = 'app.smart_links';
/** One draft per artist: each artist has one link page. */
const DRAFT_FORM = 'smart-link';

/**
 * The manager: every card edits one react-admin Form (so Save merges it all into the link as
 * the server has it now, and leaving with changes asks first), and the phone preview follows it
 * live. A new `record` (what the server kept after a save) resets the form to it.
 */
export const SmartLinkForm = ({
  artist,
  record,
  onArtistChange,
  focusPicker = false,
  ...status
}: SmartLinkFormProps) => {
  const loaded = artist !== null && !status.loading && !status.loadError;
  const colleagues = useSmartLinkColleagues(artist?.id ?? null, loaded);
  const save = useSmartLinkSave(artist?.id ?? null, colleagues);
  const submit = async (values: FieldValues) => {
    const outcome = await save(values as SmartLinkFormValues);
    if (!outcome && artist) clearDraft(DRAFT_FORM, artist.id);
    return outcome;
  };
  return (
    <OneNoticeForm record={record} onSubmit={submit}>
      <SmartLinkHeader save={save} disabled={status.loading || !!status.loadError} />
      {/* A colleague's changes while the link is open, and the clash question of a save. */}
      {colleagues.guard}
      {/* Offered once the artist's link is loaded: loading it resets the form. */}
      <FormDraft form={DRAFT_FORM} recordId={artist?.id} enabled={loaded} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 7, xl: 8 }}>
          <Stack spacing={2}>
            <GuardedArtistPicker
              artist={artist}
              onChange={onArtistChange}
              autoFocus={focusPicker}
            />
            <LoadStatus {...status} />
            <SlugCard />
            <ThemeCard artistId={artist?.id ?? null} />
            <PlatformEntriesCard type="streaming" />
            <PlatformEntriesCard type="social" />
            <ReleasesCard artistId={artist?.id ?? null} />
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5, xl: 4 }}>
          {/* Beside the cards, it stays in view while they scroll (below them when narrow). */}
          <Box sx={{ position: { md: 'sticky' }, top: { md: 72 } }}>
            <PreviewOfForm artistName={artist?.name ?? null} />
          </Box>
        </Grid>
      </Grid>
    </OneNoticeForm>
  );
};

const PreviewOfForm = ({ artistName }: { artistName: string | null }) => {
  const slug = useWatch<SmartLinkFormValues, 'link_slug'>({ name: 'link_slug' }) ?? '';
  return (
    <LivePreview
      artistName={artistName}
      publicUrl={slug.trim() ? publicLinkUrl(LINKS_HOST, slug) : null}
    />
  );
};

type LoadStatusProps = Pick<SmartLinkFormProps, 'loading' | 'loadError' | 'onRetry' | 'retrying'>;

const LoadStatus = ({ loading, loadError, onRetry, retrying }: LoadStatusProps) => {
  const translate = useTranslate();
  if (loading) return <LinearProgress aria-label={translate(`${KEY}.loading`)} />;
  if (!loadError) return null;
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry} loading={retrying}>
          {translate('app.retry')}
        </Button>
      }
    >
      {translate(serverMessageOr(loadError, `${KEY}.load_failed`), {
        _: serverMessageOr(loadError, `${KEY}.load_failed`),
      })}
    </Alert>
  );
};

/** Choosing another artist while this one's edits are unsaved asks first. */
const GuardedArtistPicker = ({
  artist,
  onChange,
  autoFocus,
}: {
  artist: ChosenArtist | null;
  onChange: (artist: ChosenArtist | null) => void;
  autoFocus: boolean;
}) => {
  const translate = useTranslate();
  const isDirty = useFormIsDirty();
  const [pending, setPending] = useState<{ next: ChosenArtist | null } | null>(null);

  const choose = (next: ChosenArtist | null) => {
    if (next?.id === artist?.id) return;
    if (isDirty) setPending({ next });
    else onChange(next);
  };

  return (
    <>
      <ArtistPickerCard artistId={artist?.id ?? null} onChange={choose} autoFocus={autoFocus} />
      <ConfirmDialog
        open={pending !== null}
        title={translate(`${KEY}.discard.title`)}
        content={translate(`${KEY}.discard.content`, { name: artist?.name ?? '' })}
        cancelLabel={translate(`${KEY}.discard.cancel`)}
        confirmLabel={translate(`${KEY}.discard.confirm`)}
        onCancel={() => setPending(null)}
        onConfirm={() => {
          const next = pending?.next ?? null;
          setPending(null);
          if (artist) clearDraft(DRAFT_FORM, artist.id);
          onChange(next);
        }}
      />
    </>
  );
};
