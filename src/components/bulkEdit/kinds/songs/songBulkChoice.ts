// What the songs' bulk edit asks: which fields to set, and to what.

export interface SongBulkChoice {
  mood: { on: boolean; value: string };
  explicit: { on: boolean; value: boolean };
  tags: { on: boolean; add: string; remove: string };
}

export const NO_SONG_CHOICE: SongBulkChoice = {
  mood: { on: false, value: '' },
  explicit: { on: false, value: true },
  tags: { on: false, add: '', remove: '' },
};
