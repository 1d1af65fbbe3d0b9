import { SelectInput, required } from 'react-admin';
import { CATALOGUE_STATUSES } from './albumFormValues';

const STATUS_CHOICES = CATALOGUE_STATUSES.map((status) => ({
  id: status,
  name: `app.albums.status.${status}`,
}));

// Required only so that SelectInput offers no empty choice: the contract's default is draft.
const validateStatus = required();

export const StatusInput = () => (
  <SelectInput source="status" choices={STATUS_CHOICES} validate={validateStatus} fullWidth />
);
