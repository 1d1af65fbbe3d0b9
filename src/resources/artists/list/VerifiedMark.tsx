import UnverifiedIcon from '@mui/icons-material/HighlightOff';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useTranslate } from 'react-admin';

/** A verified badge or a muted mark; `titleAccess` names the icon for screen readers too. */
export const VerifiedMark = ({ verified }: { verified: boolean }) => {
  const translate = useTranslate();
  return verified ? (
    <VerifiedIcon
      color="primary"
      fontSize="small"
      titleAccess={translate('app.artists.verified')}
    />
  ) : (
    <UnverifiedIcon
      color="disabled"
      fontSize="small"
      titleAccess={translate('app.artists.unverified')}
    />
  );
};
