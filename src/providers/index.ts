// The app's provider instances: one API client shared by data and auth, so they share the
// session and its single refresh.
import { createApiClient } from '../api/client';
import { createAuthProvider } from './auth';
import { createDataProvider } from './data';

export const apiClient = createApiClient();
export const dataProvider = createDataProvider(apiClient);
export const authProvider = createAuthProvider(apiClient);
export type { LabelDataProvider } from './data';
