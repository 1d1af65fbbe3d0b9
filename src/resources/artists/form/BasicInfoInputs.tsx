import { DateInput, SelectInput, TextInput } from 'react-admin';
import { genderChoices } from './artistChoices';
import { FieldGrid } from './FieldGrid';

export const BasicInfoInputs = () => (
  <FieldGrid>
    <TextInput source="stageName" isRequired fullWidth />
    <TextInput source="realName" fullWidth />
    <TextInput source="firstName" fullWidth />
    <TextInput source="lastName" fullWidth />
    {/* Always has a value (default prefer-not-to-say), so no empty choice. */}
    <SelectInput source="gender" choices={genderChoices} isRequired fullWidth />
    <DateInput source="dateOfBirth" fullWidth />
  </FieldGrid>
);
