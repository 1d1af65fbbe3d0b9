import { Form, type FormProps } from 'react-admin';
import { OwnChecksInvalidNotice } from './OwnChecksInvalidNotice';

/**
 * A react-admin Form for a screen that saves itself (settings, smart link, voice card): leaving
 * with changes asks first, and a refused save is told once, by the save's own toast; react-admin's
 * "form is not valid" toast is kept for the form's own checks only.
 */
export const OneNoticeForm = ({ children, ...props }: FormProps) => (
  <Form warnWhenUnsavedChanges noValidate disableInvalidFormNotification {...props}>
    <OwnChecksInvalidNotice />
    {children}
  </Form>
);
