import type { FacebookState } from './facebookState';
import { StatusChip, type StatusLook } from '../StatusChip';

// The info colour is the theme's darker blue, which carries white at 4.5:1 (theme.ts).
const LOOKS: Record<FacebookState, StatusLook> = {
  connected: { color: 'success', variant: 'filled' },
  invitation_sent: { color: 'info', variant: 'filled' },
  not_connected: { color: 'default', variant: 'filled' },
};

const labelKey = (state: FacebookState) => `app.social_media.facebook_state.${state}`;

/** Connected, Invitation sent or Not connected: the artist's Facebook page at a glance. */
export const FacebookStateChip = ({ state }: { state: FacebookState }) => (
  <StatusChip status={state} looks={LOOKS} labelKey={labelKey} />
);
