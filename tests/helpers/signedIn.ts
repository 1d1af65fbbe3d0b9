// The providers only answer with a session: sign in as the demo user the seed creates, the way
// the login screen does, so the tokens land in the app's own token store.
import { DEMO_CREDENTIALS } from '../../src/config/demo';
import { createAuthProvider } from '../../src/providers/auth';

export async function signInForTest(): Promise<void> {
  await createAuthProvider().login(DEMO_CREDENTIALS);
}
