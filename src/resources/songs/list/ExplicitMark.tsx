import ExplicitIcon from '@mui/icons-material/Explicit';
import { useTranslate } from 'react-admin';

/** The usual "E" badge of explicit songs; `titleAccess` names it for screen readers too. */
export const ExplicitMark = ({ explicit }: { explicit: boolean }) => {
  const translate = useTranslate();
  return explicit ? (
    <ExplicitIcon fontSize="small" color="action" titleAccess={translate('app.songs.explicit')} />
  ) : null;
};
