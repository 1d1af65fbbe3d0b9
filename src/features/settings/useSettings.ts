// The settings screen's data: one read per visit (announced, spec 8) and the writes that store
// what the server answers, for this screen and for the campaign wizard's read (SETTINGS_QUERY_KEY).
// `store` also takes the settings a colleague saved, when the user loads them (issue 37).
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useDataProvider } from 'react-admin';
import type { Settings, SettingsUpdate } from '../../api/types';
import { useToast } from '../../components/toasts/useToast';
import { SETTINGS_QUERY_KEY } from '../../lib/settings';
import type { LabelDataProvider } from '../../providers/data';

const SCREEN_KEY = ['settings', 'screen'];

export function useSettings() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const toast = useToast();
  return useQuery({
    queryKey: SCREEN_KEY,
    queryFn: async () => {
      const { data } = await dataProvider.getSettings();
      // Here rather than in an effect: once per answer from the server, never for a save.
      toast.success('app.settings.loaded');
      return data;
    },
    // Each stored answer is a new object: the form resets to it after a save or a reset, even
    // when it equals the previous one.
    structuralSharing: false,
    staleTime: Infinity,
    gcTime: 0,
  });
}

export function useSettingsWrites() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const queryClient = useQueryClient();
  const store = useCallback(
    (settings: Settings) => {
      queryClient.setQueryData(SCREEN_KEY, settings);
      queryClient.setQueryData(SETTINGS_QUERY_KEY, settings);
      return settings;
    },
    [queryClient],
  );
  const save = useCallback(
    async (update: SettingsUpdate) => store((await dataProvider.updateSettings(update)).data),
    [dataProvider, store],
  );
  const reset = useCallback(
    async () => store((await dataProvider.resetSettings()).data),
    [dataProvider, store],
  );
  return { save, reset, store };
}
