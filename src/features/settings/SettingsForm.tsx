import { HttpError } from 'react-admin';
import { isSaveCancelled, useKeptTheirsToast } from '../../components/colleagues';
import { FormDraft } from '../../components/drafts';
import { OneNoticeForm } from '../../components/forms/OneNoticeForm';
import { DetailTabs } from '../../components/tabs/DetailTabs';
import { useUrlTab } from '../../components/tabs/useUrlTab';
import { useToast } from '../../components/toasts/useToast';
import { isRecord } from '../../api/errors';
import { clearDraft } from '../../providers/drafts/draftStore';
import { serverMessageOr } from '../../lib/errorMessage';
import { SettingsHeader } from './SettingsHeader';
import { SETTINGS_TABS, TAB_OF_GROUP, type SettingsTab } from './settingsTabs';
import type { SettingsFormValues } from './settingsValues';
import { useSettingsColleagues } from './useSettingsColleagues';
import type { useSettingsWrites } from './useSettings';
import { AiConfigurationTab } from './tabs/AiConfigurationTab';
import { CampaignBudgetTab } from './tabs/CampaignBudgetTab';
import { PostTemplatesTab } from './tabs/PostTemplatesTab';
import { SystemTab } from './tabs/SystemTab';

/** The settings are the label's one set: one draft, no record. */
const DRAFT_FORM = 'settings';

const TAB_CONTENT: Record<SettingsTab, () => React.JSX.Element> = {
  'campaign-budget': CampaignBudgetTab,
  'ai-configuration': AiConfigurationTab,
  'post-templates': PostTemplatesTab,
  system: SystemTab,
};

/** The server's field errors keyed by field path (`campaignSettings.max_tokens`), if any. */
const fieldErrorsOf = (error: unknown): Record<string, string> =>
  error instanceof HttpError && isRecord(error.body) && isRecord(error.body.errors)
    ? (error.body.errors as Record<string, string>)
    : {};

export interface SettingsFormProps {
  record: SettingsFormValues;
  writes: ReturnType<typeof useSettingsWrites>;
}

/**
 * Every tab's fields in one react-admin Form, saved together, and leaving with changes asks
 * first. Save sends the groups the user changed, merged with a colleague's changes made since the
 * screen opened (useSettingsColleagues). A new `record` (what the server answered after a save
 * or a reset) resets the form to it; a failed or cancelled save leaves the edits in place, the
 * server's field errors on their fields.
 */
export const SettingsForm = ({ record, writes }: SettingsFormProps) => {
  const toast = useToast();
  const tabState = useUrlTab(SETTINGS_TABS, 'campaign-budget');
  const colleagues = useSettingsColleagues(writes);
  const keptTheirsToast = useKeptTheirsToast();

  const submit = async (values: Partial<SettingsFormValues>) => {
    try {
      const { keptTheirs } = await colleagues.save({ ...record, ...values });
      clearDraft(DRAFT_FORM);
      toast.success('app.settings.saved');
      keptTheirsToast(keptTheirs);
      return undefined;
    } catch (error) {
      if (isSaveCancelled(error)) {
        toast.info('app.colleagues.clash.cancelled');
        return { root: { serverError: 'app.colleagues.clash.cancelled' } };
      }
      toast.failure(error, 'app.settings.save_failed');
      const fields = fieldErrorsOf(error);
      const tabs = Object.keys(fields).map((field) => TAB_OF_GROUP[field.split('.')[0]]);
      if (tabs.length && !tabs.includes(tabState.tab) && tabs[0]) tabState.selectTab(tabs[0]);
      // A submission error keeps the form "not submitted successfully", so leaving still warns.
      return Object.keys(fields).length
        ? fields
        : { root: { serverError: serverMessageOr(error, 'app.settings.save_failed') } };
    }
  };

  return (
    <OneNoticeForm record={record} onSubmit={submit}>
      <SettingsHeader onReset={writes.reset} />
      {colleagues.guard}
      <FormDraft form={DRAFT_FORM} />
      <DetailTabs
        tabs={SETTINGS_TABS}
        state={tabState}
        labelKey="app.settings.tabs_label"
        tabLabelKey={(tab) => `app.settings.tabs.${tab}`}
      >
        {(tab) => {
          const Content = TAB_CONTENT[tab];
          return <Content />;
        }}
      </DetailTabs>
    </OneNoticeForm>
  );
};
