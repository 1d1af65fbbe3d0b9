import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import { Box } from '@mui/material';
import { useFormGroup, useTranslate } from 'react-admin';

export interface FormTabLabelProps {
  /** The tab's position: TabbedForm names a tab's form group after it when not synced with the URL. */
  index: number;
  label: string;
}

/**
 * A TabbedForm tab title that also says, not only by its colour, that a field inside is
 * invalid: the user may be on another tab when the save is refused.
 */
export const FormTabLabel = ({ index, label }: FormTabLabelProps) => {
  const translate = useTranslate();
  const { isValid } = useFormGroup(String(index));
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      {translate(label)}
      {!isValid && (
        <ErrorOutlineIcon
          fontSize="small"
          titleAccess={translate('app.artists.form.tab_has_errors')}
        />
      )}
    </Box>
  );
};
