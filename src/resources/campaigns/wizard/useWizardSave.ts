// Saves the wizard: POST /campaigns with every field, or PUT /campaigns/{id} with only what the
// save changes (the Promo Campaigns screen refreshes its cards on onSaved). An edit reads the
// campaign again first and merges the user's changes into it from the campaign as the wizard
// opened it (issue 37): a colleague's change to another field stays, a field both changed is
// asked about (`dialog`), nothing being written until the user chooses. A failure keeps
// everything entered; the caller gets the server's field errors to show them where they belong.
import { useRef, useState } from 'react';
import { HttpError } from 'react-admin';
import { isRecord } from '@/api/errors';
import type { Campaign } from '@/api/types';
import { isSaveCancelled, useKeptTheirsToast, useColleagueSave } from '@/components/colleagues';
import type { FieldShapes } from '@/lib/merge';
import { useToast } from '@/components/toasts/useToast';
import { useCampaignFieldText, type KnownNames } from './useCampaignFieldText';
import type { FieldMessages } from './useWizardState';
import {
  campaignFields,
  choicesOf,
  loadedFields,
  mergedBody,
  type CampaignChoices,
} from './wizardPayload';
import type { WizardValues } from './wizardValues';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

const T = 'app.campaigns.wizard';

/** The album (with its artist) is one choice; content languages are ticked independently. */
const SHAPES: FieldShapes = { album: { kind: 'value' }, languages: { kind: 'set' } };

/** The 400 answer's `errors: [{field, message}]`, by field (src/api/errors.ts keeps them so). */
function fieldMessagesOf(error: unknown): FieldMessages {
  if (!(error instanceof HttpError) || !isRecord(error.body) || !isRecord(error.body.errors)) {
    return {};
  }
  return Object.fromEntries(
    Object.entries(error.body.errors).filter(
      (entry): entry is [string, string] => typeof entry[1] === 'string',
    ),
  );
}

const withNames = (
  names: KnownNames,
  artist: { id: number; name: string } | null,
  album: { id: number; title: string } | null,
): KnownNames => ({
  artists: artist ? { ...names.artists, [artist.id]: artist.name } : names.artists,
  albums: album ? { ...names.albums, [album.id]: album.title } : names.albums,
});

const namesOf = (names: KnownNames, campaign: Campaign) =>
  withNames(
    names,
    { id: campaign.artist_id, name: campaign.artist_name },
    { id: campaign.album_id, title: campaign.album_title },
  );

export interface WizardSaveOptions {
  campaign?: Campaign;
  /** An edit's draft restored after a reload: the values its changes were typed over. */
  draftBase?: WizardValues | null;
  onSaved: (campaign: Campaign, mode: 'create' | 'edit') => void;
}

export function useWizardSave({ campaign, draftBase, onSaved }: WizardSaveOptions) {
  const toast = useToast();
  const keptTheirsToast = useKeptTheirsToast();
  const dataProvider = useSurfacedDataProvider();
  const [saving, setSaving] = useState(false);
  // The campaign as the wizard opened it: what the user's changes are told from.
  const [base] = useState(() => campaign && choicesOf(loadedFields(campaign)));
  const [names, setNames] = useState<KnownNames>(() =>
    campaign ? namesOf({ artists: {}, albums: {} }, campaign) : { artists: {}, albums: {} },
  );
  /** The campaign as read just before the save. */
  const current = useRef<Campaign | null>(null);
  const colleagues = useColleagueSave<CampaignChoices>({
    read: async () => {
      if (!campaign) throw new Error('Only an edit reads the campaign again');
      const { data } = await dataProvider.getOne<Campaign>('campaigns', { id: campaign.id });
      current.current = data;
      setNames((known) => namesOf(known, data));
      return choicesOf(loadedFields(data));
    },
    shapes: SHAPES,
    ...useCampaignFieldText(names),
  });

  /** The edit: merged with the campaign as it is now, then only what differs from it is sent. */
  const update = async (edited: Campaign, values: WizardValues, minBudget: number) => {
    setNames((known) => withNames(known, values.artist, values.album));
    const from = draftBase ? choicesOf(campaignFields(draftBase, minBudget)) : base;
    const outcome = await colleagues.merge(choicesOf(campaignFields(values, minBudget)), from);
    const body = mergedBody(outcome.merged, outcome.theirs);
    const saved =
      Object.keys(body).length === 0 && current.current
        ? current.current
        : (
            await dataProvider.update<Campaign>('campaigns', {
              id: edited.id,
              data: body,
              previousData: current.current ?? edited,
            })
          ).data;
    return { saved, keptTheirs: outcome.keptTheirs };
  };

  /** Resolves to the server's field errors: empty when the campaign was saved or not sent. */
  const save = async (values: WizardValues, minBudget: number): Promise<FieldMessages> => {
    setSaving(true);
    try {
      const { saved, keptTheirs } = campaign
        ? await update(campaign, values, minBudget)
        : {
            saved: (
              await dataProvider.create<Campaign>('campaigns', {
                data: campaignFields(values, minBudget),
              })
            ).data,
            keptTheirs: [],
          };
      setSaving(false);
      toast.success(`${T}.${campaign ? 'updated' : 'created'}`);
      keptTheirsToast(keptTheirs);
      onSaved(saved, campaign ? 'edit' : 'create');
      return {};
    } catch (error) {
      setSaving(false);
      // Called off at the clash question: nothing was written, nothing failed.
      if (isSaveCancelled(error)) toast.info('app.colleagues.clash.cancelled');
      else toast.failure(error, `${T}.${campaign ? 'update_failed' : 'create_failed'}`);
      return fieldMessagesOf(error);
    }
  };

  return { save, saving, dialog: colleagues.dialog };
}
