// The Docker image's start script (deploy/docker-entrypoint.sh), run the way the image runs it
// (nginx's entrypoint starts it with the container's environment), with the image's folders
// moved to a temporary one. It needs sh, envsubst (gettext-base) and nginx; no Docker.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';

const DEPLOY = fileURLToPath(new URL('../../deploy', import.meta.url));
const API = 'https://api.example.com/api/v1';
const OTHER_API = 'https://staging-api.example.com/api/v1';

const NGINX = ['/usr/sbin/nginx', '/usr/bin/nginx'].find((path) => existsSync(path)) ?? 'nginx';

interface Start {
  status: number | null;
  stdout: string;
  stderr: string;
  /** config.json beside index.html after the start, null when there is none. */
  config: string | null;
  /** The rendered policy's connect-src, null when no site was rendered. */
  connectSrc: string | null;
  /** Whether the image's own default site was taken away. */
  defaultSiteRemoved: boolean;
}

let work: string;
afterEach(() => rmSync(work, { recursive: true, force: true }));

/** Starts "the container" with these variables and, when given, a config.json mounted. */
function start(env: Record<string, string>, mounted?: string): Start {
  work = mkdtempSync(join(tmpdir(), 'label-admin-entrypoint-'));
  const html = join(work, 'html');
  const conf = join(work, 'conf.d');
  mkdirSync(html);
  mkdirSync(conf);
  writeFileSync(join(html, 'index.html'), '<div id="root"></div>');
  writeFileSync(join(conf, 'default.conf'), '# nginx image default site');
  if (mounted !== undefined) writeFileSync(join(html, 'config.json'), mounted);
  const run = spawnSync('sh', [join(DEPLOY, 'docker-entrypoint.sh')], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH ?? '/usr/bin:/bin',
      HTML_DIR: html,
      CONF_DIR: conf,
      RENDER_SCRIPT: join(DEPLOY, 'render-nginx-conf.sh'),
      ...env,
    },
  });
  const headers = join(conf, 'label-admin-headers.conf');
  const policy = existsSync(headers)
    ? /Content-Security-Policy "([^"]*)"/.exec(readFileSync(headers, 'utf8'))?.[1]
    : undefined;
  const connectSrc = policy
    ?.split(';')
    .map((directive) => directive.trim().replace(/\s+/g, ' '))
    .find((directive) => directive.startsWith('connect-src '));
  const configFile = join(html, 'config.json');
  return {
    status: run.status,
    stdout: run.stdout,
    stderr: run.stderr,
    config: existsSync(configFile) ? readFileSync(configFile, 'utf8') : null,
    connectSrc: connectSrc ?? null,
    defaultSiteRemoved: !existsSync(join(conf, 'default.conf')),
  };
}

/** nginx's own check of the rendered site, inside a minimal http block. */
function nginxAccepts(): string {
  const main = join(work, 'nginx.conf');
  writeFileSync(
    main,
    `pid ${join(work, 'nginx.pid')};
error_log stderr warn;
events {}
http {
    include /etc/nginx/mime.types;
    include ${join(work, 'conf.d', 'label-admin.conf')};
}
`,
  );
  const check = spawnSync(NGINX, ['-t', '-q', '-c', main, '-p', work], { encoding: 'utf8' });
  return check.status === 0 ? 'ok' : check.stderr;
}

beforeAll(() => {
  // What the image has and a fresh machine may not: say what to install, not a puzzle.
  for (const tool of ['envsubst', NGINX]) {
    const found = spawnSync('sh', ['-c', `command -v ${tool}`]).status === 0;
    if (!found) throw new Error(`${tool} is missing: sudo apt-get install gettext-base nginx`);
  }
});

describe('the image start script (deploy/docker-entrypoint.sh)', () => {
  it('with API_URL: writes config.json and allows that API, and nothing else, in connect-src', () => {
    const result = start({ API_URL: API, LINKS_HOST: 'https://links.example.com' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(JSON.parse(result.config ?? 'null')).toEqual({
      apiUrl: API,
      linksHost: 'https://links.example.com',
    });
    expect(result.connectSrc).toBe("connect-src 'self' https://api.example.com");
    expect(result.defaultSiteRemoved).toBe(true);
    // The container's log says which address is used and where it came from.
    expect(result.stdout).toContain(`the API at ${API} (from API_URL)`);
    expect(nginxAccepts()).toBe('ok');
  });

  it('with a mounted config.json: leaves the file as it is and allows its apiUrl', () => {
    const mounted = `{\n  "apiUrl": "${OTHER_API}",\n  "linksHost": "https://links.example.com"\n}\n`;
    const result = start({}, mounted);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.config).toBe(mounted);
    expect(result.connectSrc).toBe("connect-src 'self' https://staging-api.example.com");
    expect(result.stdout).toContain(`the API at ${OTHER_API} (from `);
    expect(result.stdout).toContain('config.json');
  });

  it('with both naming the same address (a trailing slash aside): starts, the file untouched', () => {
    const mounted = JSON.stringify({ apiUrl: `${API}/` });
    const result = start({ API_URL: API }, mounted);
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.config).toBe(mounted);
    expect(result.connectSrc).toBe("connect-src 'self' https://api.example.com");
    expect(result.stdout).toContain(`the API at ${API}/ (from `);
  });

  it('with both naming different addresses: refuses to start and says which to keep', () => {
    const mounted = JSON.stringify({ apiUrl: OTHER_API });
    const result = start({ API_URL: API }, mounted);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toContain(API);
    expect(result.stderr).toContain(OTHER_API);
    expect(result.stderr).toMatch(/disagree/);
    expect(result.stderr).toMatch(/Keep one: unset API_URL to use the file, or remove the file/);
    // Nothing half-configured is left for nginx to serve.
    expect(result.config).toBe(mounted);
    expect(result.connectSrc).toBeNull();
  });

  it('with API_URL and a mounted config.json that names no API: refuses to start', () => {
    const mounted = JSON.stringify({ linksHost: 'https://links.example.com' });
    const result = start({ API_URL: API }, mounted);
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/has no apiUrl/);
    expect(result.connectSrc).toBeNull();
  });

  it('with neither: refuses to start rather than serve the demo, and says how to choose', () => {
    const result = start({});
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/no API address/);
    expect(result.stderr).toContain('API_URL');
    expect(result.stderr).toContain('config.json');
    expect(result.stderr).toContain('DEMO_MODE=1');
    expect(result.config).toBeNull();
    expect(result.connectSrc).toBeNull();
  });

  it('with DEMO_MODE=1: serves the demo as before, its API on the app own origin only', () => {
    const result = start({ DEMO_MODE: '1' });
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.config).toBeNull();
    expect(result.connectSrc).toBe("connect-src 'self'");
    expect(result.defaultSiteRemoved).toBe(true);
    expect(result.stdout).toMatch(/DEMO_MODE=1: the app serves its built-in demo API/);
    expect(nginxAccepts()).toBe('ok');
  });

  it('with DEMO_MODE=1 and an API address, or a DEMO_MODE it does not know: refuses', () => {
    const both = start({ DEMO_MODE: '1', API_URL: API });
    expect(both.status).not.toBe(0);
    expect(both.stderr).toMatch(/DEMO_MODE=1 and an API address .* are both given/);
    expect(both.config).toBeNull();
    rmSync(work, { recursive: true, force: true });

    const unknown = start({ DEMO_MODE: 'yes' });
    expect(unknown.status).not.toBe(0);
    expect(unknown.stderr).toMatch(/DEMO_MODE must be 1/);
  });

  it('with an address that is not a full http(s) URL: refuses, naming where it came from', () => {
    const result = start({ API_URL: 'api.example.com/api/v1' });
    expect(result.status).not.toBe(0);
    expect(result.stderr).toMatch(/full http:\/\/ or https:\/\/ URL .*from API_URL/);
    expect(result.config).toBeNull();
  });
});
