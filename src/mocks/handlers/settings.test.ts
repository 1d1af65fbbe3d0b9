import { beforeEach, describe, expect, it } from 'vitest';
import type { PostTemplate, Settings } from '../../api/types';
import { db } from '../db/database';
import { DEFAULT_SETTINGS } from '../../api/settingsDefaults';
import { signedIn, type Caller, type Envelope, type ErrorBody } from './handlers.testkit';

let api: Caller;
beforeEach(async () => {
  api = await signedIn();
});

describe('demo API: settings', () => {
  it('answers the defaults and the 78 post templates before anything is saved', async () => {
    expect(db().settings).toBeNull();
    const res = await api<Envelope<Settings>>('GET', '/settings');
    expect(res.status).toBe(200);
    const { postTemplates, ...groups } = res.body.data;
    expect(groups).toEqual(DEFAULT_SETTINGS);
    expect(groups.campaignSettings.min_budget_per_campaign).toBe(100);
    expect(groups.systemConfiguration.default_posting_times.youtube).toEqual([
      '12:00',
      '17:00',
      '20:30',
    ]);
    expect(postTemplates).toHaveLength(78);
    expect(new Set(postTemplates.map((t) => t.week_offset))).toEqual(
      new Set([-3, -2, -1, 0, 1, 2, 3]),
    );
  });

  it('saves groups (percent totals not enforced), validates ranges, and resets', async () => {
    const saved = await api<Envelope<Settings>>('PUT', '/settings', {
      campaignSettings: {
        ...DEFAULT_SETTINGS.campaignSettings,
        phase_distribution: { pre_launch: 60, launch: 30, post_launch: 30 },
        min_budget_per_campaign: 250,
      },
      aiConfiguration: { ...DEFAULT_SETTINGS.aiConfiguration, model: 'gpt-5', temperature: 0.3 },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.campaignSettings.phase_distribution.pre_launch).toBe(60);
    expect(saved.body.data.aiConfiguration).toMatchObject({ model: 'gpt-5', temperature: 0.3 });
    expect(saved.body.data.systemConfiguration).toEqual(DEFAULT_SETTINGS.systemConfiguration);
    const reread = await api<Envelope<Settings>>('GET', '/settings');
    expect(reread.body.data.campaignSettings.min_budget_per_campaign).toBe(250);

    const invalid = await api<ErrorBody>('PUT', '/settings', {
      campaignSettings: { default_campaign_duration: 91, min_budget_per_campaign: 20 },
      aiConfiguration: { max_tokens: 10, temperature: 1.5 },
      systemConfiguration: { default_posting_times: { facebook: ['25:00'] } },
    });
    expect(invalid.status).toBe(400);
    expect(invalid.body.errors?.map((e) => e.field).sort()).toEqual([
      'aiConfiguration.max_tokens',
      'aiConfiguration.temperature',
      'campaignSettings.default_campaign_duration',
      'campaignSettings.min_budget_per_campaign',
      'systemConfiguration.default_posting_times.facebook',
    ]);
    expect((await api('PUT', '/settings', {})).status).toBe(400);

    const reset = await api<Envelope<Settings>>('POST', '/settings/reset');
    expect(reset.body.message).toBe('Settings reset to defaults');
    const { postTemplates: _templates, ...groups } = reset.body.data;
    expect(groups).toEqual(DEFAULT_SETTINGS);
    expect(db().settings).toEqual(DEFAULT_SETTINGS);
  });

  it('lists and updates post templates', async () => {
    const list = await api<Envelope<PostTemplate[]>>('GET', '/settings/post-templates');
    const first = list.body.data[0];
    const put = await api<Envelope<PostTemplate>>('PUT', `/settings/post-template/${first.id}`, {
      is_active: false,
      template_name: 'Teaser – 20s',
    });
    expect(put.body.data).toMatchObject({
      id: first.id,
      is_active: false,
      template_name: 'Teaser – 20s',
    });
    const bad = await api<ErrorBody>('PUT', `/settings/post-template/${first.id}`, {
      week_offset: 9,
    });
    expect(bad.body.errors?.[0].field).toBe('week_offset');
    expect((await api('PUT', '/settings/post-template/999', { is_active: true })).status).toBe(404);
  });
});
