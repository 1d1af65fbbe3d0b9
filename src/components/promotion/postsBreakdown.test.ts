import { createTheme, getContrastRatio } from '@mui/material/styles';
import { describe, expect, it } from 'vitest';
import { darkTheme, lightTheme } from '../../theme';
import { BREAKDOWN_COLOURS, postsBreakdown } from './postsBreakdown';

const counters = {
  total_posts: 78,
  published_posts: 12,
  scheduled_posts: 20,
  needs_review_count: 5,
  rejected_count: 1,
  pending_admin_review_count: 2,
  artist_approved_count: 9,
};

describe('postsBreakdown', () => {
  it('splits the posts by status, the rest as "other"', () => {
    expect(postsBreakdown(counters)).toEqual([
      { part: 'published', count: 12 },
      { part: 'scheduled', count: 20 },
      { part: 'needs_review', count: 5 },
      { part: 'rejected', count: 1 },
      { part: 'modified', count: 2 },
      { part: 'approved', count: 9 },
      { part: 'other', count: 29 },
    ]);
  });

  it('leaves out empty statuses', () => {
    const early = { ...counters, published_posts: 0, rejected_count: 0, total_posts: 47 };
    expect(postsBreakdown(early).map((slice) => slice.part)).toEqual([
      'scheduled',
      'needs_review',
      'modified',
      'approved',
      'other',
    ]);
  });

  it('has nothing for a campaign without posts, and no negative rest', () => {
    const none = {
      ...counters,
      total_posts: 0,
      published_posts: 0,
      scheduled_posts: 0,
      needs_review_count: 0,
      rejected_count: 0,
      pending_admin_review_count: 0,
      artist_approved_count: 0,
    };
    expect(postsBreakdown(none)).toEqual([]);
    expect(postsBreakdown({ ...none, published_posts: 3 })).toEqual([
      { part: 'published', count: 3 },
    ]);
  });
});

describe('the posts bar colours', () => {
  it('stand out from a card in both themes (3:1, as graphics need)', () => {
    for (const [mode, options] of [
      ['light', lightTheme],
      ['dark', darkTheme],
    ] as const) {
      const card = createTheme(options).palette.background.paper;
      const faint = Object.entries(BREAKDOWN_COLOURS[mode]).filter(
        ([, colour]) => getContrastRatio(colour, card) < 3,
      );
      // The grey "other" slice is the rest, not a state to tell apart, in the light theme.
      expect(faint.map(([part]) => part)).toEqual(mode === 'light' ? ['other'] : []);
    }
  });
});
