// The bare react-admin list the cold start is compared with (issue 22, README "Performance"):
// <Admin> with one resource shown by ListGuesser, react-admin's default sign-in page, English
// and layout, and the smallest providers that speak API v1 (api/openapi.yaml). Built by
// scripts/bench.mjs for the same fake API as the app; the project's own node_modules.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  Admin,
  HttpError,
  ListGuesser,
  Resource,
  type AuthProvider,
  type DataProvider,
  type RaRecord,
} from 'react-admin';
import { BrowserRouter } from 'react-router-dom';

const API = import.meta.env.VITE_API_URL ?? '/api/v1';
const TOKEN = 'bare.accessToken';

async function call<T>(path: string, init: RequestInit = {}): Promise<T> {
  const token = localStorage.getItem(TOKEN);
  const response = await fetch(`${API}${path}`, {
    ...init,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  const body = (await response.json().catch(() => ({}))) as { data: T; message?: string };
  if (!response.ok) throw new HttpError(body.message ?? response.statusText, response.status, body);
  return body.data;
}

const authProvider: AuthProvider = {
  async login({ username, password }: { username: string; password: string }) {
    const { tokens } = await call<{ tokens: { accessToken: string } }>('/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: username, password }),
    });
    localStorage.setItem(TOKEN, tokens.accessToken);
  },
  async logout() {
    localStorage.removeItem(TOKEN);
  },
  async checkAuth() {
    if (!localStorage.getItem(TOKEN)) throw new Error('Signed out');
  },
  async checkError(error: { status?: number }) {
    if (error.status === 401) {
      localStorage.removeItem(TOKEN);
      throw error;
    }
  },
};

// The contract's sort fields; any other (ListGuesser sorts by id) leaves the server's order.
const SORTABLE = ['createdAt', 'stageName', 'realName', 'email', 'status'];

const notInBareApp = () => Promise.reject(new Error('Not in the bare app'));

const dataProvider: DataProvider = {
  async getList<RecordType extends RaRecord>(
    resource: string,
    { pagination = { page: 1, perPage: 10 }, sort }: Parameters<DataProvider['getList']>[1],
  ) {
    const query = new URLSearchParams({
      page: String(pagination.page),
      limit: String(pagination.perPage),
    });
    if (sort && SORTABLE.includes(sort.field)) {
      query.set('sortBy', sort.field);
      query.set('sortOrder', sort.order.toLowerCase());
    }
    const data = await call<Record<string, unknown> & { pagination: { totalItems: number } }>(
      `/${resource}?${query}`,
    );
    return { data: data[resource] as RecordType[], total: data.pagination.totalItems };
  },
  getOne: notInBareApp,
  getMany: notInBareApp,
  getManyReference: notInBareApp,
  update: notInBareApp,
  updateMany: notInBareApp,
  create: notInBareApp,
  delete: notInBareApp,
  deleteMany: notInBareApp,
};

// Clean paths, as the app has (react-admin's own router would use the URL's hash), so that the
// bench opens the same /artists and /login on both.
createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <BrowserRouter>
      <Admin dataProvider={dataProvider} authProvider={authProvider} disableTelemetry>
        <Resource name="artists" list={ListGuesser} />
      </Admin>
    </BrowserRouter>
  </StrictMode>,
);
