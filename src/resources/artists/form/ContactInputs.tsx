import { TextInput } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import type { ArtistFormValues } from './artistFormValues';
import { FieldGrid } from './FieldGrid';

export const ContactInputs = () => {
  const { getFieldState, trigger } = useFormContext<ArtistFormValues>();
  // The phone rule's message sits under phone, but react-hook-form re-validates only the field
  // being typed in: a cellphone typed after a refused save must clear it too.
  const recheckPhone = () => {
    if (getFieldState('phone').error) void trigger('phone');
  };
  return (
    <FieldGrid>
      <TextInput source="email" type="email" isRequired fullWidth />
      <TextInput source="phone" type="tel" fullWidth />
      <TextInput source="cellphone" type="tel" onChange={recheckPhone} fullWidth />
      <TextInput source="address" fullWidth />
      <TextInput source="city" fullWidth />
      <TextInput source="state" fullWidth />
      <TextInput source="country" fullWidth />
      <TextInput source="postalCode" fullWidth />
    </FieldGrid>
  );
};
