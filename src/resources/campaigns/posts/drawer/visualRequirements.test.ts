import { describe, expect, it } from 'vitest';
import type { CampaignPost } from '@/api/types';
import { visualRequirements } from '../visualDescription';

describe('visualRequirements', () => {
  const both = { ai_visual_description_en: 'Rooftop at dusk', ai_visual_description_fr: 'Toit' };

  it('reads both languages from an object', () => {
    expect(visualRequirements(both)).toEqual([
      { language: 'en', text: 'Rooftop at dusk' },
      { language: 'fr', text: 'Toit' },
    ]);
  });

  it('reads the same from a JSON string', () => {
    expect(visualRequirements(JSON.stringify(both))).toEqual([
      { language: 'en', text: 'Rooftop at dusk' },
      { language: 'fr', text: 'Toit' },
    ]);
  });

  it('gives the legacy description alone, with no language, when it is the only one', () => {
    expect(visualRequirements({ ai_visual_description: 'Cover art' })).toEqual([
      { language: null, text: 'Cover art' },
    ]);
  });

  it('lets the legacy description stand in for a missing language', () => {
    expect(
      visualRequirements('{"ai_visual_description":"Cover art","ai_visual_description_fr":"Toit"}'),
    ).toEqual([
      { language: 'en', text: 'Cover art' },
      { language: 'fr', text: 'Toit' },
    ]);
    expect(visualRequirements({ ai_visual_description_en: 'Rooftop' })).toEqual([
      { language: 'en', text: 'Rooftop' },
    ]);
  });

  it.each([null, '', 'not json', '[1,2]', '{}', { ai_visual_description_en: '  ' }])(
    'gives nothing for %j',
    (metadata) => {
      expect(visualRequirements(metadata as CampaignPost['generation_metadata'])).toEqual([]);
    },
  );
});
