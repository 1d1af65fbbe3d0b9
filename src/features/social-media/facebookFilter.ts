// The Facebook state filter: All or one state. The API cannot filter artists by it, so it
// applies to the artists of the loaded page (see SocialMediaScreen).
import { FACEBOOK_STATES, type FacebookState } from '../../components/social/facebookState';

export const FACEBOOK_FILTERS = ['all', ...FACEBOOK_STATES] as const;
export type FacebookFilter = (typeof FACEBOOK_FILTERS)[number];

export const matchesFilter = (filter: FacebookFilter, state: FacebookState | undefined): boolean =>
  filter === 'all' || state === filter;

export const isFacebookFilter = (value: unknown): value is FacebookFilter =>
  FACEBOOK_FILTERS.some((filter) => filter === value);
