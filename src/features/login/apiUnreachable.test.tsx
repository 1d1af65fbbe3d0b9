// The sign-in call gets no answer at all (a network failure, or the server's security policy
// refusing the API's address: a fetch TypeError either way): the page names the address it
// tried, the one the app runs with (config.json's here).
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { applyRuntimeConfig } from '../../config/env';
import { DEMO_CREDENTIALS } from '../../config/demo';
import { server } from '../../mocks/node';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { LoginPage } from './LoginPage';

const API = 'https://api.label.example/api/v1';

beforeEach(() => {
  applyRuntimeConfig({ apiUrl: API });
  server.use(http.post(`${API}/auth/login`, () => HttpResponse.error()));
});
afterEach(() => applyRuntimeConfig({}));

/** Signs in with the page's own labels (the language's), and gives its alert. */
async function signIn(labels: { email: string; password: string; button: string }) {
  const user = userEvent.setup();
  const button = await screen.findByRole('button', { name: labels.button });
  await user.type(screen.getByLabelText(labels.email, { exact: false }), DEMO_CREDENTIALS.email);
  await user.type(
    screen.getByLabelText(labels.password, { exact: false }),
    DEMO_CREDENTIALS.password,
  );
  await user.click(button);
  return screen.findByRole('alert');
}

describe('sign-in when the API cannot be reached', () => {
  it('says that the API at the address the app uses could not be reached', async () => {
    renderWithAdmin(<LoginPage />, { route: '/login' });
    const alert = await signIn({ email: 'Email', password: 'Password', button: 'Sign in' });
    expect(alert).toHaveTextContent(`The API at ${API} could not be reached.`);
    expect(alert).not.toHaveTextContent('%{address}');
    // What was typed stays, to try again.
    expect(screen.getByRole('textbox', { name: /email/i })).toHaveValue(DEMO_CREDENTIALS.email);
  });

  it('says it in French and in Spanish', async () => {
    const { unmount } = renderWithAdmin(<LoginPage />, { route: '/login', locale: 'fr' });
    expect(
      await signIn({ email: 'Courriel', password: 'Mot de passe', button: 'Se connecter' }),
    ).toHaveTextContent(`L'API à l'adresse ${API} n'a pas pu être jointe.`);
    unmount();

    renderWithAdmin(<LoginPage />, { route: '/login', locale: 'es' });
    expect(
      await signIn({ email: 'Correo', password: 'Contraseña', button: 'Iniciar sesión' }),
    ).toHaveTextContent(`No se pudo contactar con la API en ${API}.`);
  });
});
