// Shared by the preview and page tests: the document inside a page frame, parsed as a browser
// would, and a small artist photo of the demo database.
import { db } from '@/mocks/db/database';
import type { PlatformEntry, SmartLinkFormValues } from '../model/formValues';
import { DEFAULT_THEME } from '../model/theme';

/** The frame's srcdoc as a document, to query like the page itself. */
export function frameDocument(frame: HTMLElement): Document {
  return new DOMParser().parseFromString(frame.getAttribute('srcdoc') ?? '', 'text/html');
}

/** The sandbox's tokens, one by one. */
export const sandboxTokens = (frame: HTMLElement): string[] =>
  (frame.getAttribute('sandbox') ?? '').split(/\s+/).filter(Boolean);

export const entry = (
  platform_name: string,
  profile_url: string,
  more: Partial<PlatformEntry> = {},
): PlatformEntry => ({ platform_name, profile_url, display_name: '', is_visible: true, ...more });

export const formValues = (more: Partial<SmartLinkFormValues> = {}): SmartLinkFormValues => ({
  link_slug: 'lune-riviere',
  theme: DEFAULT_THEME,
  streaming: [],
  social: [],
  ...more,
});

/** The id of the artist's smallest photo (its bytes become a data: URL in the page). */
export function smallestPhotoOf(artistId: number): number {
  const photos = db()
    .mediaFiles.filter((m) => m.artist_id === artistId && m.file_type === 'photo')
    .sort((a, b) => (a.width ?? 0) * (a.height ?? 0) - (b.width ?? 0) * (b.height ?? 0));
  if (!photos.length) throw new Error(`Artist ${artistId} has no photo`);
  return photos[0].id;
}
