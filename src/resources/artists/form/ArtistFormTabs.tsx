import type { ReactNode } from 'react';
import { TabbedFormTabs, useRecordContext, type TabbedFormTabsProps } from 'react-admin';
import { FormDraft } from '@/components/drafts';

/** The artist form's tab headers, with the offer to restore a draft (and the edit's guard) above them. */
export const ArtistFormTabs = ({
  guard,
  ...props
}: TabbedFormTabsProps & { guard?: ReactNode }) => {
  const id = useRecordContext()?.id;
  return (
    <>
      {guard}
      <FormDraft form={id === undefined ? 'artist-create' : 'artist-edit'} recordId={id} />
      <TabbedFormTabs {...props} />
    </>
  );
};
