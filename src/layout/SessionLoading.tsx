import { Box, CircularProgress, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useDocumentLanguage } from '../components/language/useDocumentLanguage';

/** Shown while the session is being checked (spec: a spinner with "Loading..."). */
export const SessionLoading = () => {
  const translate = useTranslate();
  useDocumentLanguage();
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100vh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
      }}
    >
      <CircularProgress aria-hidden />
      <Typography>{translate('app.loading')}</Typography>
    </Box>
  );
};
