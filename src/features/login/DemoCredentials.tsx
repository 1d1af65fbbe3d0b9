import { Alert, AlertTitle, Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DEMO_CREDENTIALS } from '../../config/demo';

/** Shown on the sign-in page in demo mode only. */
export const DemoCredentials = () => {
  const translate = useTranslate();
  return (
    <Alert
      severity="info"
      sx={{ mx: 2, mb: 2, wordBreak: 'break-word' }}
      data-testid="demo-credentials"
    >
      <AlertTitle>{translate('app.login.demo_title')}</AlertTitle>
      {translate('app.login.demo_hint')}
      <Box component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
        {translate('app.login.demo_email', { email: DEMO_CREDENTIALS.email })}
      </Box>
      <Box component="span" sx={{ display: 'block', fontFamily: 'monospace' }}>
        {translate('app.login.demo_password', { password: DEMO_CREDENTIALS.password })}
      </Box>
    </Alert>
  );
};
