// Component tests: the same handlers and database as demo mode, in Node.
import { setupServer } from 'msw/node';
import { handlers } from './handlers';

export const server = setupServer(...handlers);
