import { TabbedFormTabs, useRecordContext, type TabbedFormTabsProps } from 'react-admin';
import { FormDraft } from '../../../components/drafts';

/** The artist form's tab headers, with the offer to restore a draft above them. */
export const ArtistFormTabs = (props: TabbedFormTabsProps) => {
  const id = useRecordContext()?.id;
  return (
    <>
      <FormDraft form={id === undefined ? 'artist-create' : 'artist-edit'} recordId={id} />
      <TabbedFormTabs {...props} />
    </>
  );
};
