import { describe, expect, it } from 'vitest';
import { CAMPAIGN_STATUSES } from '../../api/campaignVocabulary';
import { CAMPAIGN_STATUS_COLOURS } from './campaignStatus';

// WCAG 2 relative luminance and contrast ratio, written out here so the check does not rely on
// the values it checks.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r ?? 0) + 0.7152 * (g ?? 0) + 0.0722 * (b ?? 0);
}
const contrast = (a: string, b: string) => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};

describe('campaign status badges', () => {
  it.each(CAMPAIGN_STATUSES)('%s reads at AA contrast (4.5:1)', (status) => {
    const { text, background } = CAMPAIGN_STATUS_COLOURS[status];
    expect(contrast(text, background)).toBeGreaterThanOrEqual(4.5);
  });

  it('gives each status its own colour', () => {
    const colours = CAMPAIGN_STATUSES.map((s) => CAMPAIGN_STATUS_COLOURS[s].text);
    expect(new Set(colours).size).toBe(CAMPAIGN_STATUSES.length);
  });
});
