// An artist's Facebook state as the admin shows it. The API says whether a page is connected;
// it keeps no trace of an invitation waiting to be answered (SocialAccount has no such field),
// so "invitation sent" comes from the invitations this browser sent (sentInvitations.ts).
import type { SocialAccount } from '../../api/types';
import type { SentInvitation } from './sentInvitations';

export const FACEBOOK_STATES = ['connected', 'invitation_sent', 'not_connected'] as const;
export type FacebookState = (typeof FACEBOOK_STATES)[number];

export function facebookStateOf(
  account: SocialAccount | undefined,
  invitation: SentInvitation | undefined,
): FacebookState {
  if (account?.is_connected) return 'connected';
  return invitation ? 'invitation_sent' : 'not_connected';
}

/** An invitation goes to an artist whose page is not connected; the API refuses the others. */
export const canInvite = (state: FacebookState): boolean => state !== 'connected';
