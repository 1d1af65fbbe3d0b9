// npm run bench:seed -- --analytics: the requests the analytics screen makes, counted against
// the demo API in Node (msw/node), at the demo's size and at a label of tens of thousands of
// artists (src/mocks/seed/largeLabel.ts). The counts must not grow with the label; the one
// load that may is releases per month, which reads the albums released in its window a
// thousand at a time (at most 10 pages), as the contract has no date filter.
//
// Options: --artists N   artists added for the large label (default 30000)

const NOW = Date.UTC(2026, 10, 15, 12, 0, 0);

/** A session kept in memory (Node has no localStorage). */
function memoryTokens() {
  let tokens = null;
  return {
    accessToken: () => tokens?.accessToken ?? null,
    refreshToken: () => tokens?.refreshToken ?? null,
    setTokens: (next) => {
      tokens = next;
    },
    clear: () => {
      tokens = null;
    },
  };
}

export async function measureAnalyticsRequests(vite, { artists = 30_000 } = {}) {
  const load = (path) => vite.ssrLoadModule(path);
  const { setClock } = await load('/src/lib/clock.ts');
  const { seedDatabase } = await load('/src/mocks/seed/index.ts');
  const { addLargeLabel } = await load('/src/mocks/seed/largeLabel.ts');
  const { restoreDatabase } = await load('/src/mocks/db/database.ts');
  const { server } = await load('/src/mocks/node.ts');
  const { createApiClient } = await load('/src/api/client.ts');
  const { createDataProvider } = await load('/src/providers/data/index.ts');
  const { DEMO_CREDENTIALS } = await load('/src/config/demo.ts');
  const { API_BASE_URL } = await load('/src/config/env.ts');
  const { loadAnalytics } = await load('/src/features/analytics/analyticsLoads.ts');

  setClock(NOW);
  server.listen({ onUnhandledRequest: 'error' });
  const requests = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/auth/')) requests.push(`${request.method} ${url.pathname}`);
  });

  async function measure(database) {
    restoreDatabase(database);
    const tokens = memoryTokens();
    const login = await fetch(`${API_BASE_URL}/auth/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(DEMO_CREDENTIALS),
    });
    tokens.setTokens((await login.json()).data.tokens);
    const provider = createDataProvider(createApiClient({ tokens }));
    requests.length = 0;
    const started = performance.now();
    const [, , , , releases] = await loadAnalytics(provider, NOW);
    const ms = performance.now() - started;
    const byPath = {};
    for (const request of requests) byPath[request] = (byPath[request] ?? 0) + 1;
    return {
      artists: database.artists.length,
      albums: database.albums.length,
      requests: requests.length,
      byPath,
      releasePages: releases.data.requests,
      releasesComplete: releases.data.complete,
      ms,
    };
  }

  try {
    const demo = seedDatabase(NOW);
    const large = seedDatabase(NOW);
    addLargeLabel(large, NOW, { artists });
    return { demo: await measure(demo), large: await measure(large) };
  } finally {
    server.close();
  }
}

export function printAnalyticsRequests({ demo, large }) {
  for (const [name, result] of [
    ['demo', demo],
    ['large', large],
  ]) {
    console.log(
      `analytics ${name.padEnd(5)} ${String(result.artists).padStart(6)} artists, ` +
        `${String(result.albums).padStart(6)} albums: ${result.requests} requests ` +
        `(releases: ${result.releasePages} page(s)${result.releasesComplete ? '' : ', partial'}) ` +
        `in ${result.ms.toFixed(0)} ms`,
    );
  }
  const paths = new Set([...Object.keys(demo.byPath), ...Object.keys(large.byPath)]);
  for (const path of [...paths].sort()) {
    const a = demo.byPath[path] ?? 0;
    const b = large.byPath[path] ?? 0;
    console.log(`  ${path.padEnd(34)} ${String(a).padStart(3)} ${String(b).padStart(3)}`);
  }
}
