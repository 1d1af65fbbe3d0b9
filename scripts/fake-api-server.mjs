// A real HTTP API v1 on its own address, made of the demo API's handlers and seed, for the
// browser tests that point the app at an API through config.json. Answers any origin (CORS).
//   node scripts/fake-api-server.mjs --port 4175   → http://127.0.0.1:4175/api/v1
import { createServer } from 'node:http';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { answerApi, loadHandlers } from './fakeApi.mjs';

const index = process.argv.indexOf('--port');
const port = Number(index >= 0 ? process.argv[index + 1] : 4175);
const origin = `http://127.0.0.1:${port}`;
const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const { handlers } = await loadHandlers(root, `${origin}/api/v1`);

const corsHeaders = (req) => ({
  'access-control-allow-origin': req.headers.origin ?? '*',
  'access-control-allow-headers': 'authorization, content-type',
  'access-control-allow-methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
  'access-control-expose-headers': 'content-disposition',
  vary: 'Origin',
});

createServer((req, res) => {
  if (req.method === 'OPTIONS') {
    res.writeHead(204, corsHeaders(req));
    res.end();
    return;
  }
  if (req.url === '/health') {
    res.writeHead(200, corsHeaders(req));
    res.end('ok');
    return;
  }
  answerApi(handlers, req, res, origin, corsHeaders(req)).catch((error) => {
    res.writeHead(500, corsHeaders(req));
    res.end(String(error));
  });
}).listen(port, '127.0.0.1', () => console.log(`fake API v1 on ${origin}/api/v1`));
