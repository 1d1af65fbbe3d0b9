import { http, HttpResponse, type JsonBodyType } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { tokenStore } from '../../api/tokenStore';
import { api } from '../../mocks/http';
import { server } from '../../mocks/node';
import { createDataProvider } from '.';

const provider = () => createDataProvider();

interface Captured {
  url?: URL;
  body?: unknown;
}

/** Answers `path` with `reply` and records the last request. */
function capture(
  method: 'get' | 'post' | 'put' | 'delete' | 'patch',
  path: string,
  reply: JsonBodyType,
  status = 200,
) {
  const seen: Captured = {};
  server.use(
    http[method](api(path), async ({ request }) => {
      seen.url = new URL(request.url);
      const text = await request.text();
      seen.body = text ? JSON.parse(text) : undefined;
      return HttpResponse.json(reply, { status });
    }),
  );
  return seen;
}

const query = (seen: Captured) => Object.fromEntries(seen.url?.searchParams ?? []);

beforeEach(() => tokenStore.setTokens({ accessToken: 'at', refreshToken: 'rt' }));

describe('dataProvider: artists', () => {
  it('maps getList to page/limit/search/genre/status/sortBy/sortOrder and reads the pagination', async () => {
    const seen = capture('get', '/artists', {
      success: true,
      data: {
        artists: [{ id: 3, stageName: 'JAYO' }],
        pagination: { page: 2, limit: 10, totalPages: 3, totalItems: 24 },
      },
    });
    const res = await provider().getList('artists', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'stageName', order: 'ASC' },
      filter: { q: 'ja', genre: '7', status: 'active' },
    });
    expect(query(seen)).toEqual({
      page: '2',
      limit: '10',
      search: 'ja',
      genre: '7',
      status: 'active',
      sortBy: 'stageName',
      sortOrder: 'asc',
    });
    expect(res).toEqual({ data: [{ id: 3, stageName: 'JAYO' }], total: 24 });
  });

  it('sorts by createdAt when asked for a field the API cannot sort on', async () => {
    const seen = capture('get', '/artists', {
      success: true,
      data: { artists: [], pagination: { page: 1, limit: 10, totalPages: 0, totalItems: 0 } },
    });
    await provider().getList('artists', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: {},
    });
    expect(query(seen)).toMatchObject({ sortBy: 'createdAt', sortOrder: 'desc' });
  });

  it('builds the save payload: trimmed text, nulls, ids, other language, bios', async () => {
    const seen = capture('post', '/artists', { success: true, data: { id: 70 } }, 201);
    await provider().create('artists', {
      data: {
        stageName: '  Sol y Sombra ',
        email: ' valeria@example.com',
        realName: '   ',
        phone: '',
        cellphone: ' +1 438 555 0163 ',
        genres: [{ id: 3 }, { id: 7 }],
        singingLanguages: [{ id: 2 }, { id: 9, isOther: true, otherSpecification: ' Creole ' }],
        bios: [
          { language: 'fr', platform: 'general', bio: ' Bonjour ' },
          { language: 'es', platform: 'tiktok', bio: '  ' },
        ],
      },
    });
    expect(seen.body).toEqual({
      stageName: 'Sol y Sombra',
      email: 'valeria@example.com',
      realName: null,
      phone: null,
      cellphone: '+1 438 555 0163',
      gender: 'prefer-not-to-say',
      status: 'active',
      genreIds: [3, 7],
      singingLanguageIds: [2, 9],
      otherLanguageSpecification: 'Creole',
      bios: [{ language: 'fr', platform: 'general', bio: 'Bonjour' }],
    });
  });

  it('keeps a partial update partial', async () => {
    const seen = capture('put', '/artists/12', { success: true, data: { id: 12 } });
    await provider().update('artists', {
      id: 12,
      data: { status: 'suspended' },
      previousData: { id: 12 },
    });
    expect(seen.body).toEqual({ status: 'suspended' });
  });

  it('getMany asks each id once and leaves out records that no longer exist', async () => {
    server.use(
      http.get(api('/artists/:id'), ({ params }) =>
        params.id === '404'
          ? HttpResponse.json({ success: false, message: 'Artist not found' }, { status: 404 })
          : HttpResponse.json({ success: true, data: { id: Number(params.id) } }),
      ),
    );
    const requested: string[] = [];
    const count = ({ request }: { request: Request }) => {
      requested.push(`${request.method} ${request.url.replace(api(''), '')}`);
    };
    server.events.on('request:start', count);
    try {
      const res = await provider().getMany('artists', { ids: [1, 2, 1, 404] });
      expect(res.data).toEqual([{ id: 1 }, { id: 2 }]);
    } finally {
      server.events.removeListener('request:start', count);
    }
    expect(requested.sort()).toEqual(['GET /artists/1', 'GET /artists/2', 'GET /artists/404']);
  });
});

describe('dataProvider: songs and albums', () => {
  const songs = (ids: number[], total = ids.length, artistId = 1) => ({
    success: true,
    data: ids.map((id) => ({
      id,
      artist_id: artistId,
      title: `Song ${String(id).padStart(2, '0')}`,
      status: 'draft',
      created_at: `2026-01-${String(40 - id).padStart(2, '0')}T00:00:00Z`,
    })),
    total,
  });

  it('asks for page*perPage songs with artist_id, sort and filters, and returns the page', async () => {
    const seen = capture('get', '/songs', songs([1, 2, 3, 4], 9));
    const res = await provider().getList('songs', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { artist_id: 1 },
    });
    expect(query(seen)).toEqual({
      artist_id: '1',
      sortBy: 'created_at',
      sortOrder: 'desc',
      limit: '4',
    });
    expect(res.data.map((s) => s.id)).toEqual([3, 4]);
    expect(res.total).toBe(9);
  });

  it('still returns the right page when the server ignores the search extension', async () => {
    const rows = songs([1, 2, 3, 4, 5, 6]);
    server.use(
      http.get(api('/songs'), ({ request }) => {
        const limit = Number(new URL(request.url).searchParams.get('limit') ?? 0);
        return HttpResponse.json({ ...rows, data: limit ? rows.data.slice(0, limit) : rows.data });
      }),
    );
    const res = await provider().getList('songs', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'song 0', status: 'draft' },
    });
    expect(res.total).toBe(6);
    const filtered = await provider().getList('songs', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'created_at', order: 'DESC' },
      filter: { q: 'Song 05' },
    });
    expect(filtered).toMatchObject({ total: 1, data: [{ id: 5 }] });
  });

  it('translates a song to the camelCase payload and field errors back to record names', async () => {
    const seen = capture(
      'post',
      '/songs',
      {
        success: false,
        message: 'Validation failed',
        errors: [
          { field: 'durationSeconds', message: 'Duration must be between 1 and 3600 seconds' },
        ],
      },
      400,
    );
    const error = await provider()
      .create('songs', {
        data: {
          artist_id: 12,
          title: ' Minuit ',
          duration_seconds: '0',
          is_explicit: true,
          audio_file_id: 403,
          genre_tags: 'chanson',
          production_style: '',
          vocal_style: 'Whispered',
        },
      })
      .catch((e: unknown) => e);
    expect(seen.body).toEqual({
      artistId: 12,
      title: 'Minuit',
      durationSeconds: 0,
      isExplicit: true,
      audioFileId: 403,
      genreTags: 'chanson',
      productionStyle: null,
      vocalStyle: 'Whispered',
    });
    expect(error).toMatchObject({
      status: 400,
      body: { errors: { duration_seconds: 'Duration must be between 1 and 3600 seconds' } },
    });
  });

  it('sends an album with its songs in the chosen order', async () => {
    const seen = capture('post', '/albums', { success: true, data: { id: 30 } }, 201);
    await provider().create('albums', {
      data: {
        artist_id: 12,
        title: 'Lumières',
        album_type: 'ep',
        upc: '062345678901',
        release_date: '2026-12-01',
        song_ids: [88, 61, 87],
        cover_image_id: 305,
      },
    });
    expect(seen.body).toEqual({
      artistId: 12,
      title: 'Lumières',
      albumType: 'ep',
      status: 'draft',
      upc: '062345678901',
      releaseDate: '2026-12-01',
      songIds: [88, 61, 87],
      coverImageId: 305,
    });
  });

  it('reads album tracks as the ordered songIds of an update', async () => {
    const seen = capture('put', '/albums/21', { success: true, data: { id: 21 } });
    await provider().update('albums', {
      id: 21,
      data: { title: 'X', songs: [{ song_id: 2 }, { song_id: 1 }] },
      previousData: { id: 21 },
    });
    expect(seen.body).toEqual({ title: 'X', songIds: [2, 1] });
  });

  it('getManyReference lists the songs of an artist', async () => {
    const seen = capture('get', '/songs', songs([1], 1, 12));
    const res = await provider().getManyReference('songs', {
      target: 'artist_id',
      id: 12,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'title', order: 'ASC' },
      filter: {},
    });
    expect(query(seen)).toMatchObject({ artist_id: '12', sortBy: 'title', sortOrder: 'asc' });
    expect(res.total).toBe(1);
  });

  it('shows the server message of a refused delete (409)', async () => {
    capture(
      'delete',
      '/songs/88',
      { success: false, message: 'Song is part of an album and cannot be deleted' },
      409,
    );
    await expect(
      provider().delete('songs', { id: 88, previousData: { id: 88 } }),
    ).rejects.toMatchObject({
      status: 409,
      message: 'Song is part of an album and cannot be deleted',
    });
  });
});

describe('dataProvider: campaigns and song requests', () => {
  it('reads data.campaigns, filters and pages it', async () => {
    const seen = capture('get', '/campaigns', {
      success: true,
      data: {
        campaigns: [
          { id: 1, artist_id: 12, name: 'A', status: 'active', launch_date: '2026-12-01' },
          { id: 2, artist_id: 14, name: 'B', status: 'draft', launch_date: '2026-12-02' },
          { id: 3, artist_id: 12, name: 'C', status: 'draft', launch_date: '2026-12-03' },
        ],
      },
    });
    const res = await provider().getList('campaigns', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'launch_date', order: 'DESC' },
      filter: { artist_id: 12 },
    });
    expect(query(seen)).toEqual({ artist_id: '12' });
    expect(res).toMatchObject({ total: 2, data: [{ id: 3 }, { id: 1 }] });
  });

  it("keeps an album's campaigns only, asking the server for the artist's (album_id is not sent)", async () => {
    const seen = capture('get', '/campaigns', {
      success: true,
      data: {
        campaigns: [
          { id: 1, artist_id: 12, album_id: 5, name: 'A', launch_date: '2026-12-01' },
          { id: 2, artist_id: 12, album_id: 6, name: 'B', launch_date: '2026-12-02' },
          { id: 3, artist_id: 14, album_id: 7, name: 'C', launch_date: '2026-12-03' },
        ],
      },
    });
    const res = await provider().getList('campaigns', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'launch_date', order: 'DESC' },
      filter: { artist_id: 12, album_id: 5 },
    });
    expect(query(seen)).toEqual({ artist_id: '12' });
    expect(res).toMatchObject({ total: 1, data: [{ id: 1 }] });
  });

  it('creates a campaign for the four platforms', async () => {
    const seen = capture('post', '/campaigns', { success: true, data: { id: 9 } }, 201);
    await provider().create('campaigns', {
      data: {
        name: ' Launch ',
        artist_id: 12,
        album_id: 21,
        launch_date: '2026-12-01',
        total_budget: 500,
        languages: ['en'],
      },
    });
    expect(seen.body).toEqual({
      name: 'Launch',
      artist_id: 12,
      album_id: 21,
      launch_date: '2026-12-01',
      total_budget: 500,
      languages: ['en'],
      target_platforms: ['facebook', 'instagram', 'tiktok', 'youtube'],
    });
  });

  it('lists song requests by status and by artist', async () => {
    const list = capture('get', '/song-requests', {
      success: true,
      data: [{ id: 1, title: 'A', status: 'pending', requested_at: '2026-11-01T00:00:00Z' }],
    });
    const res = await provider().getList('song-requests', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'requested_at', order: 'DESC' },
      filter: { status: 'pending' },
    });
    expect(query(list)).toEqual({ status: 'pending' });
    expect(res.total).toBe(1);
    const byArtist = capture('get', '/song-requests/artist/12', { success: true, data: [] });
    await provider().getManyReference('song-requests', {
      target: 'artist_id',
      id: 12,
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'requested_at', order: 'DESC' },
      filter: {},
    });
    expect(byArtist.url?.pathname).toMatch(/\/song-requests\/artist\/12$/);
  });

  it('finds a song request in the list when the server lacks GET /song-requests/{id}', async () => {
    capture('get', '/song-requests/5', { success: false, message: 'Not found' }, 404);
    capture('get', '/song-requests', { success: true, data: [{ id: 5, title: 'Found' }] });
    const res = await provider().getOne('song-requests', { id: 5 });
    expect(res.data).toEqual({ id: 5, title: 'Found' });
  });
});

describe('dataProvider: custom methods', () => {
  it('approves and rejects a song request with admin notes', async () => {
    const approve = capture('post', '/song-requests/64/approve', {
      success: true,
      data: { song_request: { id: 64 }, song: { id: 93 } },
    });
    const res = await provider().approveSongRequest(64, ' Great ');
    expect(approve.body).toEqual({ admin_notes: 'Great' });
    expect(res.data.song.id).toBe(93);
    const reject = capture('post', '/song-requests/64/reject', { success: true, data: { id: 64 } });
    await provider().rejectSongRequest(64, '  Too close to another song ');
    expect(reject.body).toEqual({ admin_notes: 'Too close to another song' });
  });

  it('uploads a media file with its target in the query and the file in the form', async () => {
    // jsdom's File reaches Node's fetch as a plain blob part: its name is a browser detail.
    let seen: { query?: Record<string, string>; hasFile?: boolean } = {};
    server.use(
      http.post(api('/media/files/artist/12/upload'), async ({ request }) => {
        const form = await request.formData();
        const file = form.get('file');
        seen = {
          query: Object.fromEntries(new URL(request.url).searchParams),
          hasFile: typeof file === 'object' && file !== null,
        };
        return HttpResponse.json({ success: true, data: { id: 700 } }, { status: 201 });
      }),
    );
    const res = await provider().uploadMediaFile(
      12,
      {
        fileType: 'audio',
        category: 'master-recordings',
        subcategory: 'new-session',
        durationSeconds: 0,
      },
      new File([new Uint8Array([1, 2, 3])], 'take.wav', { type: 'audio/wav' }),
    );
    expect(seen).toEqual({
      query: {
        file_type: 'audio',
        category: 'master-recordings',
        subcategory: 'new-session',
        duration_seconds: '0',
      },
      hasFile: true,
    });
    expect(res.data.id).toBe(700);
  });

  it('reads campaign posts from data.posts and the generation summary', async () => {
    capture('get', '/post-generation/campaign/7/posts', {
      success: true,
      data: { posts: [{ id: 1043 }] },
    });
    const generate = capture('post', '/post-generation/campaign/generate', {
      success: true,
      message: 'Generated content for 2 posts',
      data: { summary: { successful: 2, errors: 0 } },
    });
    expect((await provider().getCampaignPosts(7)).data).toEqual([{ id: 1043 }]);
    const res = await provider().generatePosts({ campaign_id: 7, regenerate: false });
    expect(generate.body).toEqual({ campaign_id: 7, regenerate: false });
    expect(res).toEqual({
      data: { successful: 2, errors: 0 },
      message: 'Generated content for 2 posts',
    });
  });

  it('returns the message of send-to-artist', async () => {
    capture('post', '/post-generation/send-to-artist', {
      success: true,
      message: 'Sent 3 posts to artist',
      data: { sent: 3 },
    });
    await expect(provider().sendPostsToArtist([1, 2, 3])).resolves.toEqual({
      data: { sent: 3 },
      message: 'Sent 3 posts to artist',
    });
  });
});

describe('dataProvider: a resource with no adapter code', () => {
  // 'labels' exists only in this test: a server answering API v1's usual shapes, backed by a map.
  interface Label {
    id: number;
    name: string;
    country: string;
  }

  function serveLabels(rows: Label[], { withTotal = true } = {}) {
    const store = new Map(rows.map((row) => [row.id, row]));
    const lists: URL[] = [];
    const notFound = () =>
      HttpResponse.json({ success: false, message: 'Label not found' }, { status: 404 });
    server.use(
      http.get(api('/labels'), ({ request }) => {
        lists.push(new URL(request.url));
        // The server's own paging is not under test: it answers the rows it holds.
        const data = [...store.values()];
        return HttpResponse.json({ success: true, data, ...(withTotal ? { total: 42 } : {}) });
      }),
      http.get(api('/labels/:id'), ({ params }) => {
        const row = store.get(Number(params.id));
        return row ? HttpResponse.json({ success: true, data: row }) : notFound();
      }),
      http.post(api('/labels'), async ({ request }) => {
        const row = { id: 100 + store.size, ...((await request.json()) as Omit<Label, 'id'>) };
        store.set(row.id, row);
        return HttpResponse.json({ success: true, data: row }, { status: 201 });
      }),
      http.put(api('/labels/:id'), async ({ params, request }) => {
        const row = store.get(Number(params.id));
        if (!row) return notFound();
        const updated = { ...row, ...((await request.json()) as Partial<Label>) };
        store.set(row.id, updated);
        return HttpResponse.json({ success: true, data: updated });
      }),
      http.delete(api('/labels/:id'), ({ params }) => {
        const id = Number(params.id);
        if (!store.delete(id)) return notFound();
        return HttpResponse.json({ success: true, data: { id } });
      }),
    );
    return lists;
  }

  const rows: Label[] = [
    { id: 1, name: 'Nord Records', country: 'CA' },
    { id: 2, name: 'Sol Música', country: 'MX' },
    { id: 3, name: 'Aurore', country: 'CA' },
    { id: 4, name: 'Northern Lights', country: 'CA' },
    { id: 5, name: 'Boréal', country: 'CA' },
  ];

  it('lists with page, limit, sort, search and filters, reading data and total', async () => {
    const lists = serveLabels(rows.slice(0, 2));
    const res = await provider().getList('labels', {
      pagination: { page: 3, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: ' nord ', country: 'CA' },
    });
    expect(Object.fromEntries(lists[0].searchParams)).toEqual({
      page: '3',
      limit: '2',
      sortBy: 'name',
      sortOrder: 'asc',
      search: 'nord',
      country: 'CA',
    });
    expect(res).toEqual({ data: rows.slice(0, 2), total: 42 });
  });

  it('filters, sorts and pages a list answered whole (data without total)', async () => {
    serveLabels(rows, { withTotal: false });
    const res = await provider().getList('labels', {
      pagination: { page: 2, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: { country: 'CA' },
    });
    // CA, by name: Aurore, Boréal, Nord Records, Northern Lights.
    expect(res).toEqual({ data: [rows[0], rows[3]], total: 4 });
    const searched = await provider().getList('labels', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'id', order: 'DESC' },
      filter: { q: 'NOR' },
    });
    expect(searched.data.map((label) => label.id)).toEqual([4, 1]);
  });

  it('reads, creates, updates and deletes one record', async () => {
    serveLabels(rows);
    const dp = provider();
    await expect(dp.getOne('labels', { id: 3 })).resolves.toEqual({ data: rows[2] });

    const created = await dp.create('labels', { data: { name: 'Marée', country: 'FR' } });
    expect(created.data).toEqual({ id: 105, name: 'Marée', country: 'FR' });

    const updated = await dp.update('labels', {
      id: 105,
      data: { country: 'BE' },
      previousData: created.data,
    });
    expect(updated.data).toEqual({ id: 105, name: 'Marée', country: 'BE' });
    await expect(dp.getOne('labels', { id: 105 })).resolves.toEqual({ data: updated.data });

    await expect(dp.delete('labels', { id: 105, previousData: updated.data })).resolves.toEqual({
      data: updated.data,
    });
    await expect(dp.getOne('labels', { id: 105 })).rejects.toMatchObject({
      status: 404,
      message: 'Label not found',
    });
    const many = await dp.getMany('labels', { ids: [1, 105, 2] });
    expect(many.data).toEqual([rows[0], rows[1]]);
  });
});
