import LibraryMusicIcon from '@mui/icons-material/LibraryMusic';
import { Box, Typography } from '@mui/material';
import { Login, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { IS_DEMO } from '../../config/env';
import { useSignInFromOtherTabs } from '../../providers/auth/otherTabs';
import { afterSignInPath } from './afterSignIn';
import { useDocumentLanguage } from '../../components/language/useDocumentLanguage';
import { useDocumentTitle } from '../../components/pageTitle/useDocumentTitle';
import { DemoCredentials } from './DemoCredentials';
import { LanguageSwitcher } from './LanguageSwitcher';
import { SignInForm } from './SignInForm';

/** /login: react-admin's page frame (it also sends a signed-in user on), with our form. */
export const LoginPage = () => {
  const translate = useTranslate();
  useDocumentLanguage();
  useDocumentTitle(translate('app.login.sign_in'));
  // Signed in in another tab of the browser: this one goes on too.
  useSignInFromOtherTabs(afterSignInPath(useLocation().state));
  return (
    <Login avatarIcon={<LibraryMusicIcon />}>
      <Box sx={{ width: 380, maxWidth: '100%' }}>
        <Box sx={{ px: 2, textAlign: 'center' }}>
          <Typography variant="h5" component="h1" sx={{ fontWeight: 700 }}>
            {translate('app.name')}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {translate('app.login.subtitle')}
          </Typography>
          <LanguageSwitcher />
        </Box>
        <SignInForm />
        {IS_DEMO && <DemoCredentials />}
      </Box>
    </Login>
  );
};
