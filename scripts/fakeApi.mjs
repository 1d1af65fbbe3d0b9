// The demo API's own MSW handlers served over real HTTP, for scripts that need an API on
// another address than the app's (the bench, the browser tests' API switch).
import { createServer as createHttpServer } from 'node:http';
import { getResponse } from 'msw';
import { createServer as createViteServer } from 'vite';
import { projectAliases } from '../vite-plugins/projectAliases.js';

/** A Vite module graph of the project's sources, built for an API under `apiUrl`. */
export function apiModuleServer(rootDir, apiUrl) {
  process.env.VITE_API_URL = apiUrl;
  return createViteServer({
    root: rootDir,
    configFile: false,
    resolve: { alias: projectAliases(rootDir) },
    logLevel: 'error',
    appType: 'custom',
    server: { middlewareMode: true, hmr: false, ws: false },
  });
}

/** The handlers, compiled by Vite so that they answer under `apiUrl` (their VITE_API_URL). */
export async function loadHandlers(rootDir, apiUrl) {
  const vite = await apiModuleServer(rootDir, apiUrl);
  const { handlers } = await vite.ssrLoadModule('/src/mocks/handlers/index.ts');
  const { db } = await vite.ssrLoadModule('/src/mocks/db/database.ts');
  db(); // seed once, before any request
  return { handlers, close: () => vite.close() };
}

/** Answers one Node request with the handlers (404 when none matches). */
export async function answerApi(handlers, req, res, origin, extraHeaders = {}) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  const body = chunks.length ? Buffer.concat(chunks) : undefined;
  const request = new Request(new URL(req.url, origin), {
    method: req.method,
    headers: Object.entries(req.headers).flatMap(([key, value]) =>
      Array.isArray(value) ? value.map((v) => [key, v]) : [[key, String(value)]],
    ),
    body: req.method === 'GET' || req.method === 'HEAD' ? undefined : body,
  });
  const response = await getResponse(handlers, request);
  if (!response) {
    res.writeHead(404, { 'content-type': 'application/json', ...extraHeaders });
    res.end('{"success":false,"message":"Not found"}');
    return;
  }
  res.writeHead(response.status, { ...Object.fromEntries(response.headers), ...extraHeaders });
  res.end(Buffer.from(await response.arrayBuffer()));
}

/** A free TCP port: a build must know its API's address before the server starts. */
export function freePort() {
  return new Promise((done, fail) => {
    const probe = createHttpServer();
    probe.once('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}
