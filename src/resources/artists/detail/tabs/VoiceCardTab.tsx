import type { Artist } from '../../../../api/types';
import { ComingSoonTab } from '../../../../components/detail/ComingSoonTab';

// TODO(later issue): the real tab replaces this placeholder; it receives the artist already.
export const VoiceCardTab = (_props: { artist: Artist }) => (
  <ComingSoonTab
    titleKey="app.artists.detail.tabs.voice_card"
    textKey="app.artists.detail.placeholders.voice_card"
  />
);
