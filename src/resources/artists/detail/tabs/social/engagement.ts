// The insights' figures beyond the spec: the engagement rate and each post's engagement.
import type { FacebookInsights } from '@/api/types';

/** Engagement over impressions (0.0745 for 7.45 %), or null when there were no impressions. */
export const engagementRate = ({ totalEngagement, totalImpressions }: FacebookInsights) =>
  totalImpressions > 0 ? totalEngagement / totalImpressions : null;

export interface PostEngagement {
  id: string;
  createdTime: string;
  likes: number;
  comments: number;
  shares: number;
}

/** The recent posts oldest first, the order a time axis reads in. */
export const engagementPerPost = ({ recentPosts }: FacebookInsights): PostEngagement[] =>
  [...recentPosts]
    .sort((a, b) => Date.parse(a.created_time) - Date.parse(b.created_time))
    .map(({ id, created_time, likes, comments, shares }) => ({
      id,
      createdTime: created_time,
      likes,
      comments,
      shares,
    }));
