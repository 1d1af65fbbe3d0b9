// The store across tabs and reloads, in Node: each "tab" is a store of its own over one shared
// storage, with the browser's storage events (delivered to the other tabs only) and its Web
// Locks (released when a tab is closed) played by small fakes.
import { HttpError } from 'react-admin';
import { afterEach, describe, expect, it } from 'vitest';
import { networkError, offlineError } from '@/api/errors';
import type { CampaignPost, GenerationSummary } from '@/api/types';
import { generationRunKey, type GenerationRun } from '@/providers/generationRuns';
import {
  CAPTION_REGENERATION_FAILED,
  GENERATION_TIMED_OUT,
  createGenerationStore,
  type GeneratePosts,
  type GenerationStore,
} from './generationStore';

const T0 = Date.UTC(2026, 10, 25, 10, 0, 0);
const TEN_MINUTES = 600_000;
const ONE_DAY = 86_400_000;

/** A browser: one storage, its storage events, its locks, a clock; `tab()` opens a page. */
function browser() {
  const items = new Map<string, string>();
  const tabs = new Map<string, (key: string | null) => void>();
  const held = new Map<string, string>();
  const queues = new Map<string, { tab: string; go: () => void }[]>();
  const sleepers = new Set<() => void>();
  const opened: GenerationStore[] = [];
  let user = '7';
  let time = T0;
  let ids = 0;

  const notify = (writer: string, key: string) => {
    for (const [tab, listener] of tabs) if (tab !== writer) listener(key);
  };
  const release = (name: string) => {
    held.delete(name);
    const next = queues.get(name)?.shift();
    next?.go();
  };

  function tab(name: string) {
    const storage = {
      getItem: (key: string) => items.get(key) ?? null,
      setItem: (key: string, value: string) => {
        items.set(key, value);
        notify(name, key);
      },
      removeItem: (key: string) => {
        items.delete(key);
        notify(name, key);
      },
      key: (index: number) => [...items.keys()][index] ?? null,
      get length() {
        return items.size;
      },
    };
    const store = createGenerationStore({
      storage: () => storage,
      userId: () => user,
      now: () => time,
      lock:
        (lockName) =>
        <T>(task: () => Promise<T>) =>
          new Promise<T>((resolve, reject) => {
            const go = () => {
              held.set(lockName, name);
              task()
                .then(resolve, reject)
                .finally(() => {
                  if (held.get(lockName) === name) release(lockName);
                });
            };
            if (held.has(lockName)) {
              queues.set(lockName, [...(queues.get(lockName) ?? []), { tab: name, go }]);
            } else go();
          }),
      onStorage: (listener) => {
        tabs.set(name, listener);
        return () => tabs.delete(name);
      },
      sleep: () => new Promise<void>((resolve) => sleepers.add(resolve)),
      newId: () => `run-${(ids += 1)}`,
      leaving: () => false,
    });
    opened.push(store);
    return store;
  }

  return {
    tab,
    items,
    setUser: (id: string) => {
      user = id;
    },
    advance: (ms: number) => {
      time += ms;
    },
    /** The tab is closed or reloaded: its page stops, its locks are let go. */
    close(name: string, store: GenerationStore) {
      store.reset();
      store.dispose();
      for (const [lockName, holder] of [...held]) if (holder === name) release(lockName);
      for (const [lockName, queue] of queues) {
        queues.set(
          lockName,
          queue.filter((entry) => entry.tab !== name),
        );
      }
    },
    /** The watchers' pauses end (their next look at the posts). */
    wake() {
      const waking = [...sleepers];
      sleepers.clear();
      waking.forEach((resolve) => resolve());
    },
    disposeAll: () => opened.forEach((store) => store.dispose()),
  };
}

/** Lets every pending promise callback run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A generation answered by the test. */
function heldGeneration() {
  const requests: unknown[] = [];
  let answer!: (summary: GenerationSummary) => void;
  let refuse!: (error: unknown) => void;
  const generate: GeneratePosts = (request) => {
    requests.push(request);
    return new Promise((resolve, reject) => {
      answer = (summary) => resolve({ data: summary });
      refuse = reject;
    });
  };
  return {
    generate,
    requests,
    answer: async (summary: GenerationSummary) => {
      answer(summary);
      await settle();
    },
    refuse: async (error: unknown) => {
      refuse(error);
      await settle();
    },
  };
}

const post = (id: number, caption: string | null, status = 'generated'): CampaignPost =>
  ({ id, caption, status }) as CampaignPost;

const reports = (store: GenerationStore) => store.takeNotices().filter((notice) => notice.report);

let current: ReturnType<typeof browser>;
const openBrowser = () => (current = browser());
afterEach(() => current?.disposeAll());

describe('a generation seen from a second tab', () => {
  it('shows the run with its start time, refuses a second start there, and is reported once, by the tab that sent it', async () => {
    const b = openBrowser();
    const first = b.tab('first');
    const second = b.tab('second');
    const generation = heldGeneration();
    const elsewhere = heldGeneration();

    expect(first.startGeneration(4, generation.generate)).toBe(true);
    await settle();
    expect(generation.requests).toEqual([{ campaign_id: 4 }]);
    expect(second.generationOf(4)).toEqual({ running: true, startedAt: T0 });

    // The second tab sends nothing, from any of its buttons.
    expect(second.startGeneration(4, elsewhere.generate, { regenerate: true })).toBe(false);
    await settle();
    expect(elsewhere.requests).toEqual([]);

    await generation.answer({ successful: 78, errors: 0 });
    const outcome = { summary: { successful: 78, errors: 0 } };
    expect(reports(first)).toEqual([{ campaignId: '4', result: outcome, report: true }]);
    // The second tab shows the outcome and refreshes its data, without a toast of its own.
    expect(second.generationOf(4)).toEqual({ running: false, lastResult: outcome });
    expect(second.takeNotices()).toEqual([{ campaignId: '4', result: outcome, report: false }]);
    // Ended: the second tab may start the next one.
    expect(second.startGeneration(4, elsewhere.generate)).toBe(true);
  });

  it('a failure is reported with the error, once', async () => {
    const b = openBrowser();
    const first = b.tab('first');
    const second = b.tab('second');
    const generation = heldGeneration();
    first.startGeneration(4, generation.generate);
    await settle();
    const error = new Error('boom');
    await generation.refuse(error);
    expect(first.takeNotices()).toEqual([
      {
        campaignId: '4',
        result: { error: 'app.campaigns.posts.generation.failed' },
        report: true,
        failure: error,
      },
    ]);
    expect(reports(second)).toEqual([]);
  });
});

describe('a generation after a reload', () => {
  const drafts = [post(1, null), post(2, null), post(3, 'Already out', 'published')];
  const written = [post(1, 'One'), post(2, 'Two'), post(3, 'Already out', 'published')];

  it('is still shown and refused, then reported once when its posts show the end', async () => {
    const b = openBrowser();
    const before = b.tab('page');
    const generation = heldGeneration();
    before.startGeneration(4, generation.generate, { regenerate: false }, { posts: drafts });
    await settle();
    b.close('page', before);
    b.advance(65_000);

    // The reloaded page and another tab, both watching the posts.
    let posts = drafts;
    const looks: string[] = [];
    const reloaded = b.tab('page');
    const other = b.tab('other');
    reloaded.watchRuns(async (id) => (looks.push(`page ${id}`), posts));
    other.watchRuns(async (id) => (looks.push(`other ${id}`), posts));
    await settle();

    expect(reloaded.generationOf(4)).toEqual({ running: true, startedAt: T0 });
    expect(reloaded.startGeneration(4, heldGeneration().generate)).toBe(false);
    // One page looks (it holds the campaign's lock); the other waits for its word.
    expect(looks).toEqual(['page 4']);
    expect(reloaded.takeNotices()).toEqual([]);

    posts = written;
    b.wake();
    await settle();
    await settle();

    const outcome = { summary: { successful: 2, errors: 0 } };
    expect(reports(reloaded)).toEqual([{ campaignId: '4', result: outcome, report: true }]);
    expect(reports(other)).toEqual([]);
    expect(other.generationOf(4)).toEqual({ running: false, lastResult: outcome });
    expect(looks).toEqual(['page 4', 'page 4']);
    expect(generation.requests).toHaveLength(1);

    // Reloaded once more: the outcome is shown, not reported again.
    b.close('page', reloaded);
    const again = b.tab('page');
    again.watchRuns(async () => posts);
    await settle();
    expect(again.generationOf(4)).toEqual({ running: false, lastResult: outcome });
    expect(again.takeNotices()).toEqual([]);
  });

  it('a rewrite of every post ends when every caption has changed', async () => {
    const b = openBrowser();
    const before = b.tab('page');
    const captions = [post(1, 'One'), post(2, 'Two')];
    before.startGeneration(4, heldGeneration().generate, { regenerate: true }, { posts: captions });
    await settle();
    b.close('page', before);

    let posts = [post(1, 'One, anew'), post(2, 'Two')];
    const reloaded = b.tab('page');
    reloaded.watchRuns(async () => posts);
    await settle();
    expect(reloaded.generationOf(4).running).toBe(true);

    posts = [post(1, 'One, anew'), post(2, 'Two, anew')];
    b.wake();
    await settle();
    expect(reports(reloaded)).toEqual([
      { campaignId: '4', result: { summary: { successful: 2, errors: 0 } }, report: true },
    ]);
  });

  it('ends when its ten minutes have passed, said as such, and a new start is then allowed', async () => {
    const b = openBrowser();
    const before = b.tab('page');
    before.startGeneration(4, heldGeneration().generate);
    await settle();
    b.close('page', before);

    const reloaded = b.tab('page');
    reloaded.watchRuns(async () => [post(1, null)]);
    await settle();
    b.advance(TEN_MINUTES - 1);
    b.wake();
    await settle();
    expect(reloaded.generationOf(4).running).toBe(true);
    expect(reloaded.startGeneration(4, heldGeneration().generate)).toBe(false);

    b.advance(1);
    b.wake();
    await settle();
    expect(reports(reloaded)).toEqual([
      { campaignId: '4', result: { error: GENERATION_TIMED_OUT }, report: true },
    ]);
    const next = heldGeneration();
    expect(reloaded.startGeneration(4, next.generate)).toBe(true);
    await settle();
    expect(next.requests).toHaveLength(1);
  });

  it('the page that sent it, still open, reports its own outcome: the others only wait', async () => {
    const b = openBrowser();
    const sender = b.tab('sender');
    const other = b.tab('other');
    const looks: string[] = [];
    other.watchRuns(async () => (looks.push('other'), [post(1, 'Already written')]));
    const generation = heldGeneration();
    sender.startGeneration(4, generation.generate);
    await settle();
    expect(looks).toEqual([]);
    await generation.answer({ successful: 1, errors: 0 });
    await settle();
    expect(reports(sender)).toHaveLength(1);
    expect(reports(other)).toEqual([]);
    expect(looks).toEqual([]);
  });
});

describe('a generation whose request gets no answer', () => {
  it('is not over when the connection drops: its posts tell the end, reported once', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    let posts = [post(1, null)];
    page.watchRuns(async () => posts);
    const generation = heldGeneration();
    page.startGeneration(4, generation.generate);
    await settle();
    await generation.refuse(networkError());
    await settle();
    expect(page.generationOf(4)).toEqual({ running: true, startedAt: T0 });
    expect(page.takeNotices()).toEqual([]);

    posts = [post(1, 'Written')];
    b.wake();
    await settle();
    // Its posts were read before it was sent: how many it wrote is known.
    expect(reports(page)).toEqual([
      { campaignId: '4', result: { summary: { successful: 1, errors: 0 } }, report: true },
    ]);
  });

  it('is over when it was refused offline: nothing was sent', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    page.watchRuns(async () => [post(1, null)]);
    const generation = heldGeneration();
    page.startGeneration(4, generation.generate);
    await settle();
    const offline = offlineError('POST');
    await generation.refuse(offline);
    expect(page.generationOf(4).running).toBe(false);
    expect(reports(page)).toEqual([
      {
        campaignId: '4',
        // The client's own words: offline, nothing was sent.
        result: { error: offline.message },
        report: true,
        failure: offline,
      },
    ]);
  });

  it('a server error ends it with the server’s words', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    const generation = heldGeneration();
    page.startGeneration(4, generation.generate);
    await settle();
    await generation.refuse(new HttpError('AI service quota exceeded', 500, {}));
    expect(page.generationOf(4).lastResult).toEqual({ error: 'AI service quota exceeded' });
  });
});

describe('generation runs belong to the signed-in user', () => {
  it('keeps the outcome for the same user, and shows nothing of it to another', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    const generation = heldGeneration();
    page.claim(7);
    page.startGeneration(4, generation.generate);
    await settle();
    await generation.answer({ successful: 78, errors: 0 });
    expect(page.generationOf(4).lastResult).toEqual({ summary: { successful: 78, errors: 0 } });
    expect(b.items.has(generationRunKey('7', '4'))).toBe(true);

    b.setUser('8');
    page.claim(8);
    expect(page.generationOf(4)).toEqual({ running: false });
    expect(page.startGeneration(4, heldGeneration().generate)).toBe(true);

    b.setUser('7');
    page.claim('7');
    expect(page.generationOf(4).lastResult).toEqual({ summary: { successful: 78, errors: 0 } });
  });

  it('ignores a stored run it cannot read', () => {
    const b = openBrowser();
    b.items.set(generationRunKey('7', '4'), '{"runId":');
    const page = b.tab('page');
    expect(page.generationOf(4)).toEqual({ running: false });
    const stored: GenerationRun = JSON.parse(JSON.stringify({ runId: 1 })) as GenerationRun;
    b.items.set(generationRunKey('7', '5'), JSON.stringify(stored));
    expect(page.generationOf(5)).toEqual({ running: false });
  });
});

describe('a generation sent where no posts were on screen', () => {
  it('reads the posts first, so that another page sees a rewrite end', async () => {
    const b = openBrowser();
    const sender = b.tab('page');
    const calls: string[] = [];
    let posts = [post(1, 'One'), post(2, 'Two')];
    sender.watchRuns(async () => (calls.push('read posts'), posts));
    const generation = heldGeneration();
    sender.startGeneration(
      4,
      (request, runId) => {
        calls.push('generate');
        return generation.generate(request, runId);
      },
      { regenerate: true },
    );
    await settle();
    expect(calls).toEqual(['read posts', 'generate']);
    b.close('page', sender);

    const reloaded = b.tab('page');
    reloaded.watchRuns(async () => posts);
    await settle();
    expect(reloaded.generationOf(4).running).toBe(true);
    posts = [post(1, 'One, anew'), post(2, 'Two, anew')];
    b.wake();
    await settle();
    expect(reports(reloaded)).toEqual([
      { campaignId: '4', result: { summary: { successful: 2, errors: 0 } }, report: true },
    ]);
  });

  it('is sent anyway when the posts cannot be read', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    page.watchRuns(async () => {
      throw new Error('offline');
    });
    const generation = heldGeneration();
    expect(page.startGeneration(4, generation.generate, { regenerate: true })).toBe(true);
    await settle();
    expect(generation.requests).toEqual([{ campaign_id: 4, regenerate: true }]);
    const stored = JSON.parse(b.items.get(generationRunKey('7', '4'))!) as GenerationRun;
    expect(stored.before).toBeUndefined();
    await generation.answer({ successful: 2, errors: 0 });
    expect(reports(page)).toHaveLength(1);
  });
});

describe('old generation records', () => {
  const stored = (campaignId: string, run: Partial<GenerationRun>) =>
    JSON.stringify({ runId: `old-${campaignId}`, campaignId, regenerate: false, ...run });

  it('are removed a day after their end, of every user, when a page starts watching', async () => {
    const b = openBrowser();
    const ended = { summary: { successful: 3, errors: 0 } };
    b.advance(2 * ONE_DAY);
    const now = T0 + 2 * ONE_DAY;
    b.items.set(
      generationRunKey('7', '1'),
      stored('1', { startedAt: now - ONE_DAY - 60_000, endedAt: now - ONE_DAY, result: ended }),
    );
    b.items.set(
      generationRunKey('7', '2'),
      stored('2', { startedAt: now - ONE_DAY, endedAt: now - ONE_DAY + 1, result: ended }),
    );
    // Never heard back from: its ten minutes ended more than a day ago.
    b.items.set(
      generationRunKey('7', '3'),
      stored('3', { startedAt: now - ONE_DAY - TEN_MINUTES }),
    );
    b.items.set(
      generationRunKey('8', '1'),
      stored('1', { startedAt: T0, endedAt: T0 + 1, result: ended }),
    );
    b.items.set('another.app:key', 'kept');

    const page = b.tab('page');
    page.claim(7);
    await settle();

    expect([...b.items.keys()].sort()).toEqual(
      ['another.app:key', generationRunKey('7', '2')].sort(),
    );
    // The one kept still shows its outcome, and is not reported again.
    expect(page.generationOf(2)).toEqual({ running: false, lastResult: ended });
    expect(page.generationOf(1)).toEqual({ running: false });
    expect(page.takeNotices()).toEqual([]);
  });

  it('a run whose ten minutes ended less than a day ago is reported once, then kept', async () => {
    const b = openBrowser();
    b.items.set(generationRunKey('7', '3'), stored('3', { startedAt: T0 }));
    b.advance(TEN_MINUTES + ONE_DAY - 1);
    const page = b.tab('page');
    page.watchRuns(async () => [post(1, null)]);
    await settle();
    expect(reports(page)).toEqual([
      { campaignId: '3', result: { error: GENERATION_TIMED_OUT }, report: true },
    ]);
    // Ended now: kept a day from now, and not reported by the next page.
    b.advance(ONE_DAY - 1);
    const next = b.tab('next');
    next.watchRuns(async () => [post(1, null)]);
    await settle();
    expect(b.items.has(generationRunKey('7', '3'))).toBe(true);
    expect(next.takeNotices()).toEqual([]);
  });
});

describe('a post’s Regenerate Caption', () => {
  it('is recorded as a run of the campaign, told as such when it ends', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    const other = b.tab('other');
    const caption = heldGeneration();
    const posts = [post(12, 'Old caption')];
    expect(
      page.startGeneration(
        4,
        caption.generate,
        { post_ids: [12], regenerate: true },
        { posts, kind: 'caption' },
      ),
    ).toBe(true);
    await settle();
    const run = JSON.parse(b.items.get(generationRunKey('7', '4'))!) as GenerationRun;
    expect(run).toMatchObject({ postIds: [12], regenerate: true, kind: 'caption' });
    // The campaign's Generate is refused meanwhile, in any tab.
    const generate = heldGeneration();
    expect(other.startGeneration(4, generate.generate)).toBe(false);
    await settle();
    expect(generate.requests).toEqual([]);

    await caption.answer({ successful: 1, errors: 0 });
    expect(reports(page)).toEqual([
      {
        campaignId: '4',
        result: { summary: { successful: 1, errors: 0 } },
        report: true,
        kind: 'caption',
      },
    ]);
    expect(reports(other)).toEqual([]);
  });

  it('is refused while a generation of the campaign runs', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    page.startGeneration(4, heldGeneration().generate);
    await settle();
    const caption = heldGeneration();
    expect(
      page.startGeneration(
        4,
        caption.generate,
        { post_ids: [12], regenerate: true },
        { posts: [post(12, 'Old')], kind: 'caption' },
      ),
    ).toBe(false);
    await settle();
    expect(caption.requests).toEqual([]);
  });

  it('fails with its own words when the server gives none', async () => {
    const b = openBrowser();
    const page = b.tab('page');
    const caption = heldGeneration();
    page.startGeneration(
      4,
      caption.generate,
      { post_ids: [12], regenerate: true },
      { posts: [post(12, 'Old')], kind: 'caption' },
    );
    await settle();
    await caption.refuse(new HttpError('', 500, {}));
    expect(page.generationOf(4).lastResult).toEqual({ error: CAPTION_REGENERATION_FAILED });
  });

  it('is watched after a reload until its post shows a new caption', async () => {
    const b = openBrowser();
    const before = b.tab('page');
    before.startGeneration(
      4,
      heldGeneration().generate,
      { post_ids: [12], regenerate: true },
      { posts: [post(12, 'Old'), post(13, 'Other')], kind: 'caption' },
    );
    await settle();
    b.close('page', before);
    let posts = [post(12, 'Old'), post(13, 'Other')];
    const reloaded = b.tab('page');
    reloaded.watchRuns(async () => posts);
    await settle();
    expect(reloaded.generationOf(4).running).toBe(true);
    posts = [post(12, 'New'), post(13, 'Other')];
    b.wake();
    await settle();
    expect(reports(reloaded)).toEqual([
      {
        campaignId: '4',
        result: { summary: { successful: 1, errors: 0 } },
        report: true,
        kind: 'caption',
      },
    ]);
  });
});
