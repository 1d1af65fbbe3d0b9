import { TabbedForm, TabbedFormTabs, type ValidateForm } from 'react-admin';
import { artistFormDefaults, type ArtistFormValues } from './artistFormValues';
import { ArtistFormToolbar } from './ArtistFormToolbar';
import { BasicInfoInputs } from './BasicInfoInputs';
import { BiosInput } from './BiosInput';
import { ContactInputs } from './ContactInputs';
import { FormTabLabel } from './FormTabLabel';
import { GenresStatusInputs } from './GenresStatusInputs';
import { ProfileImageInput } from './ProfileImageInput';
import { SingingLanguagesInputs } from './SingingLanguagesInputs';
import { validateArtist } from './validateArtist';

const validate: ValidateForm = (values) => validateArtist(values as ArtistFormValues);

/** The artist form of spec 2, shared by add and edit; the record (if any) comes from context. */
export const ArtistForm = () => (
  <TabbedForm
    // Tabs are not routes here: /artists/create/1 would leave the form's route.
    syncWithLocation={false}
    warnWhenUnsavedChanges
    // Our messages, not the browser's bubbles (e.g. for type="email").
    noValidate
    validate={validate}
    defaultValues={artistFormDefaults}
    tabs={
      <TabbedFormTabs
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
