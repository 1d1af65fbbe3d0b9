// The smart link when several people edit it (issue 37). Just before a save the link is read
// again (its settings and its platforms, past react-query's cache, which never goes stale on
// this screen) and merged with the user's edits from the form's base: a colleague's change to
// another field, theme colour or platform entry is kept, a field both changed is put to the
// user. Inside the form, `guard` keeps the form abreast of the link while it is open.
import { useCallback, useRef, useState } from 'react';
import type { LinkSettings, SmartLinkPlatform } from '@/api/types';
import { useColleagueSave } from '@/components/colleagues';
import type { Plain } from '@/lib/merge';
import { toFormValues, type PlatformEntry, type SmartLinkFormValues } from '../model/formValues';
import { PLATFORM_LISTS, platformShapes, RepeatedPlatforms } from './platformShapes';
import { useSmartLinkFieldText } from './useSmartLinkFieldText';
import { useSurfacedDataProvider } from '@/providers/data/useSurfacedDataProvider';

/** The form's values as the merge sees them. */
type LinkValues = SmartLinkFormValues & Plain;

/** The link as the server has it, as read just before the save. */
export interface ServerLink {
  settings: LinkSettings;
  platforms: SmartLinkPlatform[];
}

export interface LinkMerge {
  /** The server's link with the user's changes in: what the save writes. */
  merged: SmartLinkFormValues;
  /** The slug or the theme differ from the server's: the settings are to be saved. */
  sendSettings: boolean;
  /** A platform list differs from the server's: the batch is to be sent. */
  sendPlatforms: boolean;
  /** The link as read: what the screen shows for the parts not written. */
  theirs: ServerLink;
  /** Labels of the colleague's changes the save keeps. */
  keptTheirs: string[];
}

const isBlankEntry = (entry: PlatformEntry) => !entry.platform_name && !entry.profile_url.trim();

/** Rows left blank are never sent: they take no part in the merge either. */
const withoutBlankRows = (values: SmartLinkFormValues): LinkValues => ({
  ...values,
  streaming: values.streaming.filter((entry) => !isBlankEntry(entry)),
  social: values.social.filter((entry) => !isBlankEntry(entry)),
});

/**
 * `ready`: the artist's link is loaded into the form; before, the form holds no base to compare
 * a colleague's version with.
 */
export function useSmartLinkColleagues(artistId: number | null, ready: boolean) {
  const dataProvider = useSurfacedDataProvider();
  const lastReadRef = useRef<ServerLink | null>(null);
  const [repeated] = useState(() => new RepeatedPlatforms());
  const [shapes] = useState(() => platformShapes(repeated));

  const colleagues = useColleagueSave<LinkValues>({
    read: async () => {
      if (artistId === null || !ready) throw new Error('No smart link is loaded yet');
      const [settings, platforms] = await Promise.all([
        dataProvider.getSmartLinkSettings(artistId),
        dataProvider.getSmartLinkPlatforms(artistId),
      ]);
      lastReadRef.current = { settings: settings.data, platforms: platforms.data };
      const theirs: LinkValues = { ...toFormValues(settings.data, platforms.data) };
      repeated.note(theirs);
      return theirs;
    },
    shapes,
    ...useSmartLinkFieldText(),
    presenceKey: artistId === null ? undefined : `smart-links/${artistId}`,
  });

  const { merge, base: formBase, advanceBase: advance } = colleagues;
  /** Throws SaveCancelled when the user cancels at the clash question, or what the read throws. */
  const mergeLink = useCallback(
    async (values: SmartLinkFormValues): Promise<LinkMerge> => {
      const yours = withoutBlankRows(values);
      const base = formBase();
      repeated.reset(yours, ...(base ? [base] : []));
      const outcome = await merge(yours, base);
      const theirs = lastReadRef.current;
      if (!theirs) throw new Error('The smart link was not read');
      const sends = (...fields: string[]) => fields.some((field) => outcome.toSend.includes(field));
      return {
        merged: outcome.merged,
        sendSettings: sends('link_slug', 'theme'),
        sendPlatforms: sends(...PLATFORM_LISTS),
        theirs,
        keptTheirs: outcome.keptTheirs,
      };
    },
    [merge, formBase, repeated],
  );

  const advanceBase = useCallback(
    (saved: LinkSettings) => {
      const { link_slug, theme } = toFormValues(saved, undefined);
      advance({ link_slug, theme });
    },
    [advance],
  );

  return { guard: colleagues.guard, mergeLink, advanceBase };
}

export type SmartLinkColleagues = ReturnType<typeof useSmartLinkColleagues>;
