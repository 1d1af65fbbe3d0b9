import type { ReactNode } from 'react';
import { TabbedForm, type ValidateForm } from 'react-admin';
import { artistFormDefaults, type ArtistFormValues } from './artistFormValues';
import { ArtistFormTabs } from './ArtistFormTabs';
import { ArtistFormToolbar } from './ArtistFormToolbar';
import { BasicInfoInputs } from './BasicInfoInputs';
import { BiosInput } from './BiosInput';
import { ContactInputs } from './ContactInputs';
import { FormTabLabel } from './FormTabLabel';
import { GenresStatusInputs } from './GenresStatusInputs';
import { ProfileImageInput } from './ProfileImageInput';
import { SingingLanguagesInputs } from './SingingLanguagesInputs';
import { validateArtist } from '@/lib/validateArtist';

const validate: ValidateForm = (values) => validateArtist(values as ArtistFormValues);

/** What the user changed and has not saved outlives a new reading of the record. */
const KEEP_UNSAVED = { keepDirtyValues: true } as const;

/**
 * The artist form of spec 2, shared by add and edit; the record (if any) comes from context.
 * `keepUnsaved` (edit): the record read again (a save's answer, a refetch) keeps what the user
 * changed and has not saved, such as the image a save could not upload. `guard` (edit): what
 * keeps the form abreast of colleagues' changes, shown above the tabs.
 */
export const ArtistForm = ({
  keepUnsaved = false,
  guard,
}: {
  keepUnsaved?: boolean;
  guard?: ReactNode;
}) => (
  <TabbedForm
    // Tabs are not routes here: /artists/create/1 would leave the form's route.
    syncWithLocation={false}
    warnWhenUnsavedChanges
    resetOptions={keepUnsaved ? KEEP_UNSAVED : undefined}
    // Our messages, not the browser's bubbles (e.g. for type="email").
    noValidate
    validate={validate}
    defaultValues={artistFormDefaults}
    tabs={
      <ArtistFormTabs
        guard={guard}
        variant="scrollable"
        scrollButtons="auto"
        allowScrollButtonsMobile
        // Six tabs are wider than a phone: scroll them instead of widening the whole page.
        sx={{ contain: 'inline-size' }}
      />
    }
    toolbar={<ArtistFormToolbar />}
  >
    <TabbedForm.Tab label={<FormTabLabel index={0} label="app.artists.form.tabs.basic" />}>
      <BasicInfoInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={<FormTabLabel index={1} label="app.artists.form.tabs.contact" />}>
      <ContactInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={<FormTabLabel index={2} label="app.artists.form.tabs.genres_status" />}>
      <GenresStatusInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={<FormTabLabel index={3} label="app.artists.form.tabs.languages" />}>
      <SingingLanguagesInputs />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={<FormTabLabel index={4} label="app.artists.form.tabs.bios" />}>
      <BiosInput />
    </TabbedForm.Tab>
    <TabbedForm.Tab label={<FormTabLabel index={5} label="app.artists.form.tabs.image" />}>
      <ProfileImageInput />
    </TabbedForm.Tab>
  </TabbedForm>
);
