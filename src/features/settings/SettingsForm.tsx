import { HttpError } from 'react-admin';
import { FormDraft } from '../../components/drafts';
import { OneNoticeForm } from '../../components/forms/OneNoticeForm';
import { DetailTabs } from '../../components/tabs/DetailTabs';
import { useUrlTab } from '../../components/tabs/useUrlTab';
import { useToast } from '../../layout/toasts/useToast';
import { isRecord } from '../../api/errors';
import { clearDraft } from '../../lib/drafts/draftStore';
import { serverMessageOr } from '../../lib/errorMessage';
import { SettingsHeader } from './SettingsHeader';
import { toSettingsUpdate, type SettingsFormValues } from './settingsValues';
import type { useSettingsWrites } from './useSettings';
import { AiConfigurationTab } from './tabs/AiConfigurationTab';
import { CampaignBudgetTab } from './tabs/CampaignBudgetTab';
import { PostTemplatesTab } from './tabs/PostTemplatesTab';
import { SystemTab } from './tabs/SystemTab';

export const SETTINGS_TABS = [
  'campaign-budget',
  'ai-configuration',
  'post-templates',
  'system',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** The settings are the label's one set: one draft, no record. */
const DRAFT_FORM = 'settings';

/** The tab holding each group's fields, to show the first field the server refused. */
const TAB_OF_GROUP: Record<string, SettingsTab> = {
  campaignSettings: 'campaign-budget',
  aiConfiguration: 'ai-configuration',
  systemConfiguration: 'system',
};

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
 * Every tab's fields in one react-admin Form, so Save sends them all and leaving with changes
 * asks first. A new `record` (what the server answered after a save or a reset) resets the
 * form to it; a failed save leaves the edits in place, the server's field errors on their fields.
 */
export const SettingsForm = ({ record, writes }: SettingsFormProps) => {
  const toast = useToast();
  const tabState = useUrlTab(SETTINGS_TABS, 'campaign-budget');

  const submit = async (values: Partial<SettingsFormValues>) => {
    try {
      await writes.save(toSettingsUpdate({ ...record, ...values }));
      clearDraft(DRAFT_FORM);
      toast.success('app.settings.saved');
      return undefined;
    } catch (error) {
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
