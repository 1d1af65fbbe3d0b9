import { Login, LoginForm } from 'react-admin';
import { IS_DEMO } from '../../config/env';
import { DemoCredentials } from './DemoCredentials';

export const LoginPage = () => (
  <Login>
    <LoginForm />
    {IS_DEMO && <DemoCredentials />}
  </Login>
);
