// Songs and albums name their artist by stage name or by id. Which artists exist is the
// caller's business (the server check fetches them); validation only asks this function.
import { foldText } from '@/lib/foldText';

/** The ids of the artists `reference` may mean: none, one, or several (an ambiguous name). */
export type FindArtist = (reference: string) => readonly number[];

const ID = /^\d+$/;

/** A FindArtist over known artists: digits are an id, anything else a stage name. */
export function artistLookup(artists: readonly { id: number; stageName: string }[]): FindArtist {
  const ids = new Set(artists.map((artist) => artist.id));
  const byName = new Map<string, number[]>();
  for (const artist of artists) {
    const key = foldText(artist.stageName);
    byName.set(key, [...(byName.get(key) ?? []), artist.id]);
  }
  return (reference) => {
    const text = reference.trim();
    if (ID.test(text)) {
      const id = Number(text);
      if (ids.has(id)) return [id];
    }
    return byName.get(foldText(text)) ?? [];
  };
}
