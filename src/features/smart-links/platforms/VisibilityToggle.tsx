import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { IconButton } from '@mui/material';
import { useInput } from 'react-admin';

export interface VisibilityToggleProps {
  /** The entry's `is_visible` path. */
  source: string;
  /** "Show Spotify on the page": pressed while the entry is shown. */
  label: string;
}

/** A toggle button for whether an entry appears on the public page. */
export const VisibilityToggle = ({ source, label }: VisibilityToggleProps) => {
  const { field } = useInput<boolean>({ source });
  const visible = field.value !== false;
  return (
    <IconButton
      size="small"
      aria-label={label}
      aria-pressed={visible}
      onClick={() => field.onChange(!visible)}
    >
      {visible ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
    </IconButton>
  );
};
