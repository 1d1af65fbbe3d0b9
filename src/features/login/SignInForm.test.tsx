import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { DEMO_CREDENTIALS } from '../../config/demo';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { SignInForm } from './SignInForm';

async function submit(email: string, password: string) {
  const user = userEvent.setup();
  if (email) await user.type(screen.getByLabelText(/email/i), email);
  if (password) await user.type(screen.getByLabelText(/password/i), password);
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in form', () => {
  it('asks for both fields before calling the API', async () => {
    let calls = 0;
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/auth/login')) calls += 1;
    });
    renderWithAdmin(<SignInForm />, { route: '/login' });
    await submit(DEMO_CREDENTIALS.email, '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please fill in all fields');
    server.events.removeAllListeners();
    expect(calls).toBe(0);
  });

  it('says "Invalid email or password" for bad credentials and keeps what was typed', async () => {
    renderWithAdmin(<SignInForm />, { route: '/login' });
    await submit(DEMO_CREDENTIALS.email, 'wrong-password');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Invalid email or password. Please try again.',
    );
    expect(screen.getByLabelText(/email/i)).toHaveValue(DEMO_CREDENTIALS.email);
  });

  it('falls back to "Login failed" when the server gives no message, else shows its message', async () => {
    server.use(http.post(api('/auth/login'), () => new HttpResponse(null, { status: 500 })));
    renderWithAdmin(<SignInForm />, { route: '/login' });
    await submit(DEMO_CREDENTIALS.email, 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Login failed. Please check your credentials.',
    );
    server.use(
      http.post(api('/auth/login'), () =>
        HttpResponse.json({ success: false, message: 'Account is disabled' }, { status: 403 }),
      ),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Account is disabled'));
  });

  it('shows progress and sends one request however often the button is pressed', async () => {
    let calls = 0;
    server.use(
      http.post(api('/auth/login'), async () => {
        calls += 1;
        await new Promise((resolve) => setTimeout(resolve, 200));
        return HttpResponse.json(
          { success: false, message: 'Invalid credentials' },
          { status: 401 },
        );
      }),
    );
    const user = userEvent.setup();
    renderWithAdmin(<SignInForm />, { route: '/login' });
    await user.type(screen.getByLabelText(/email/i), DEMO_CREDENTIALS.email);
    await user.type(screen.getByLabelText(/password/i), 'x');
    const form = screen.getByRole('button', { name: 'Sign in' }).closest('form') as HTMLFormElement;
    act(() => {
      form.requestSubmit();
      form.requestSubmit();
    });
    expect(await screen.findByRole('button', { name: 'Signing in...' })).toBeDisabled();
    await screen.findByRole('alert');
    expect(calls).toBe(1);
  });

  it('speaks the chosen language', async () => {
    renderWithAdmin(<SignInForm />, { route: '/login', locale: 'es' });
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, complete todos los campos',
    );
  });
});
