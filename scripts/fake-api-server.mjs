// A real HTTP API v1 on its own address, made of the demo API's handlers and seed, for the
// browser tests that point the app at an API through config.json. Answers any origin (CORS).
//   node scripts/fake-api-server.mjs --port 4175   → http://127.0.0.1:4175/api/v1
// A journey can make it slow, as a real server is on a bad day: POST /__faults with
// { method, path (a regular expression on the path after /api/v1), delayMs, bodyIncludes }
// makes each matching request wait delayMs, then be handled (and written) whether or not its
// client is still there; DELETE /__faults removes them. `bodyIncludes` keeps a journey's fault
// to its own requests (other journeys use the same server at the same time).
import { createServer } from 'node:http';
import { Readable } from 'node:stream';
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

/** @type {{ method?: string, path: string, delayMs?: number, bodyIncludes?: string }[]} */
let faults = [];

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString('utf8');
}

/** The journeys' control of faults, beside the API. */
async function controlFaults(req, res) {
  if (req.method === 'DELETE') faults = [];
  else faults.push(JSON.parse(await readBody(req)));
  res.writeHead(204, corsHeaders(req));
  res.end();
}

/** The delay the faults give this request (its body read here, then handed on as it came). */
function delayFor(req, body) {
  const path = new URL(req.url, origin).pathname.replace(/^\/api\/v1/, '');
  const fault = faults.find(
    (f) =>
      (!f.method || f.method.toUpperCase() === req.method) &&
      new RegExp(f.path).test(path) &&
      (!f.bodyIncludes || body.includes(f.bodyIncludes)),
  );
  return fault?.delayMs ?? 0;
}

createServer(async (req, res) => {
  if (req.url === '/__faults') {
    await controlFaults(req, res);
    return;
  }
  if (faults.length && req.method !== 'GET' && req.method !== 'OPTIONS') {
    const body = await readBody(req);
    const wait = delayFor(req, body);
    if (wait) await new Promise((resolve) => setTimeout(resolve, wait));
    // The body is read: the handlers get it again from a stand-in for the request.
    req = Object.assign(Readable.from(body ? [Buffer.from(body)] : []), {
      method: req.method,
      url: req.url,
      headers: req.headers,
    });
  }
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
