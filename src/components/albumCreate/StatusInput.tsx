import { SelectInput, required } from 'react-admin';
import { CATALOGUE_STATUS_CHOICES } from '../catalogue/catalogueStatus';

// Required only so that SelectInput offers no empty choice: the contract's default is draft.
const validateStatus = required();

export const StatusInput = () => (
  <SelectInput
    source="status"
    choices={CATALOGUE_STATUS_CHOICES}
    validate={validateStatus}
    fullWidth
  />
);
