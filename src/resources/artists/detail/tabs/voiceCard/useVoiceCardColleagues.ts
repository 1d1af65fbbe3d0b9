// The voice card's save when several people edit it at once (issue 37). The contract gives an
// absent field its default, so the save sends the whole card: the card as it is just before the
// save (read with the dataProvider, past react-query's cache), with the user's changes in it.
import { useRef } from 'react';
import type { VoiceCard } from '@/api/types';
import { useColleagueSave } from '@/components/colleagues';
import type { useVoiceCardWrites } from './useVoiceCard';
import { useVoiceCardFieldText } from './useVoiceCardFieldText';
import { toFormValues, toVoiceCardInput, type VoiceCardFormValues } from './voiceCardValues';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

export interface VoiceCardSaved {
  /** Labels of the fields a colleague changed that the save kept as they left them. */
  keptTheirs: string[];
}

export function useVoiceCardColleagues(
  artistId: number,
  writes: ReturnType<typeof useVoiceCardWrites>,
) {
  const dataProvider = useSurfacedDataProvider();
  const lastRead = useRef<VoiceCard | null>(null);
  const colleagues = useColleagueSave<VoiceCardFormValues>({
    read: async () => {
      const { data } = await dataProvider.getVoiceCard(artistId);
      lastRead.current = data;
      return toFormValues(artistId, data);
    },
    presenceKey: `voice-card/${artistId}`,
    onLoadTheirs: () => {
      if (lastRead.current) writes.store(lastRead.current);
    },
    ...useVoiceCardFieldText(),
  });

  /**
   * Merges the form's values into the card as it is now and saves the whole card. Throws
   * SaveCancelled when the user cancels at the clash question.
   */
  const save = async (values: VoiceCardFormValues): Promise<VoiceCardSaved> => {
    const outcome = await colleagues.merge(values);
    const theirs = lastRead.current;
    if (outcome.toSend.length === 0 && theirs?.exists) {
      // The card already says all the user changed (a colleague saved the same): the form
      // starts again from it, as after any save.
      writes.store(theirs);
    } else {
      await writes.save(toVoiceCardInput(outcome.merged));
    }
    return { keptTheirs: outcome.keptTheirs };
  };

  return { guard: colleagues.guard, save };
}
