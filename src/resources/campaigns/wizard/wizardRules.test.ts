import { describe, expect, it } from 'vitest';
import { forwardBlocker, stepOfField } from './wizardRules';
import { newCampaignValues, type WizardValues } from './wizardValues';

const complete: WizardValues = {
  ...newCampaignValues(),
  artist: { id: 12, name: 'Lune Rivière' },
  album: { id: 21, title: 'Lumières de la ville' },
  name: 'Launch',
  launchDate: '2026-12-01',
};
const blocker = (step: number, values: WizardValues, settingsLoading = false) =>
  forwardBlocker({ step, values, minBudget: 250, settingsLoading });

describe('wizard rules', () => {
  it('knows which step shows each field the server may complain about', () => {
    expect(stepOfField('album_id')).toBe(0);
    expect(stepOfField('launch_date')).toBe(1);
    expect(stepOfField('total_budget')).toBe(2);
    expect(stepOfField('has_lyrics_video')).toBe(3);
    expect(stepOfField('status')).toBeNull();
  });

  it('holds the budget step until the settings say what the minimum is', () => {
    expect(blocker(2, complete, true)).toBe('app.campaigns.wizard.blocked.settings');
    expect(blocker(2, complete)).toBeNull();
    expect(blocker(2, { ...complete, budget: '249' })).toBe('app.campaigns.wizard.blocked.budget');
  });

  it('lets the last step save only a complete wizard', () => {
    expect(blocker(3, complete)).toBeNull();
    expect(blocker(3, { ...complete, name: ' ' })).toBe('app.campaigns.wizard.blocked.name');
    expect(blocker(3, { ...complete, languages: [] })).toBe(
      'app.campaigns.wizard.blocked.languages',
    );
  });
});
