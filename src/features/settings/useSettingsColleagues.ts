// The settings save when several people change them at once (issue 37). Just before the save the
// settings are read again (the dataProvider itself: the screen's query never reads twice and
// toasts each read) and merged setting by setting with what the user changed. The contract
// replaces each group sent with what is sent, so only the groups with a change go, each whole:
// the server's group with the user's changes in it.
import { useRef } from 'react';
import type { Settings, SettingsUpdate } from '../../api/types';
import { pickFields, useColleagueSave } from '../../components/colleagues';
import type { FieldShapes } from '../../lib/merge';
import { keptTheirPaths } from './keptTheirPaths';
import { toFormValues, toSettingsUpdate, type SettingsFormValues } from './settingsValues';
import type { useSettingsWrites } from './useSettings';
import { useSettingsFieldText } from './useSettingsFieldText';
import { useSurfacedDataProvider } from '../../providers/data/useSurfacedDataProvider';

/** Languages are a set: one person adding German and another removing Spanish keeps both. */
const SHAPES: FieldShapes = {
  systemConfiguration: { kind: 'group', fields: { supported_languages: { kind: 'set' } } },
};

export interface SettingsSaved {
  /** Labels of the settings a colleague changed that the save kept as they left them. */
  keptTheirs: string[];
}

export function useSettingsColleagues(writes: ReturnType<typeof useSettingsWrites>) {
  const dataProvider = useSurfacedDataProvider();
  const text = useSettingsFieldText();
  const lastRead = useRef<Settings | null>(null);
  const colleagues = useColleagueSave<SettingsFormValues>({
    read: async () => {
      const { data } = await dataProvider.getSettings();
      lastRead.current = data;
      return toFormValues(data);
    },
    shapes: SHAPES,
    presenceKey: 'settings',
    onLoadTheirs: () => {
      if (lastRead.current) writes.store(lastRead.current);
    },
    ...text,
  });

  /**
   * Merges the form's values into the settings as they are now and saves the groups that
   * differ from them. Throws SaveCancelled when the user cancels at the clash question.
   */
  const save = async (values: SettingsFormValues): Promise<SettingsSaved> => {
    const outcome = await colleagues.merge(values);
    const keptTheirs = keptTheirPaths(outcome.theirs, values, outcome.merged).map(text.labelOf);
    const groups = outcome.toSend as (keyof SettingsUpdate)[];
    if (groups.length > 0) {
      await writes.save(pickFields(toSettingsUpdate(outcome.merged), groups));
    } else if (lastRead.current) {
      // The settings already hold every change (a colleague made the same ones): nothing to
      // send, and the form starts again from them as after any save.
      writes.store(lastRead.current);
    }
    return { keptTheirs };
  };

  return { guard: colleagues.guard, save };
}
