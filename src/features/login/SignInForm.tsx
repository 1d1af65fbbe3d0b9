import { Alert, Button, CircularProgress, Stack, TextField } from '@mui/material';
import { useRef, useState, type FormEvent } from 'react';
import { useLocaleState, useLogin, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { API_BASE_URL } from '../../config/env';
import { afterSignInPath } from './afterSignIn';
import { loadAppTexts } from '../../providers/i18n';

/**
 * E-mail and password, both required. The authProvider turns a failure into the spec's text
 * (or the server's own message); the form shows it and keeps what was typed. Success leads to
 * the page first asked for, else the dashboard.
 */
export const SignInForm = () => {
  const translate = useTranslate();
  const login = useLogin();
  const [locale] = useLocaleState();
  const location = useLocation();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // State updates are not synchronous: the ref stops a second submit fired in the same tick.
  const inFlight = useRef(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (inFlight.current) return;
    if (!email.trim() || !password) {
      setError('app.login.fill_all_fields');
      return;
    }
    inFlight.current = true;
    setError(null);
    setSubmitting(true);
    // The app's texts travel while the credentials are checked (the page holds only its own).
    loadAppTexts().catch(() => undefined);
    try {
      await login(
        { email: email.trim(), password, language: locale },
        afterSignInPath(location.state),
      );
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : 'app.login.failed');
      setSubmitting(false);
      inFlight.current = false;
    }
  };

  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2} sx={{ p: 2 }}>
      {error && (
        <Alert severity="error" role="alert">
          {/* address: the API the app uses (config.json, else the build's), for the message
              that it could not be reached. */}
          {translate(error, { _: error, address: API_BASE_URL })}
        </Alert>
      )}
      <TextField
        label={translate('app.login.email')}
        type="email"
        name="email"
        autoComplete="username"
        autoFocus
        required
        fullWidth
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        disabled={submitting}
      />
      <TextField
        label={translate('app.login.password')}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        fullWidth
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        disabled={submitting}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={submitting}
        aria-busy={submitting}
        startIcon={submitting ? <CircularProgress size={18} color="inherit" /> : undefined}
      >
        {translate(submitting ? 'app.login.signing_in' : 'app.login.sign_in')}
      </Button>
    </Stack>
  );
};
