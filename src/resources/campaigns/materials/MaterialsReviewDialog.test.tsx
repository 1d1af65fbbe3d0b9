import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderWithAdmin } from '@tests/helpers/renderWithAdmin';
import { signInForTest } from '@tests/helpers/signedIn';
import { db } from '@/mocks/db/database';
import { api, fail } from '@/mocks/http';
import { server } from '@/mocks/node';
import { MaterialsReviewDialog } from './MaterialsReviewDialog';

type RequestListener = Parameters<typeof server.events.on<'request:start'>>[1];
const listeners: RequestListener[] = [];
beforeEach(async () => {
  await signInForTest();
});
afterEach(() => {
  for (const listener of listeners.splice(0))
    server.events.removeListener('request:start', listener);
});

const materialsOf = (postId: number) => db().materials.filter((m) => m.post_id === postId);
const onlyMaterial = (postId: number, status: string) => {
  const found = materialsOf(postId).filter((m) => m.status === status);
  expect(found).toHaveLength(1);
  return found[0];
};

/** Counts the GET requests of one post's materials list. */
function countMaterialLoads(campaignId: number, postId: number) {
  const path = `/campaigns/${campaignId}/posts/${postId}/materials`;
  const counter = { loads: 0 };
  const listener: RequestListener = ({ request }) => {
    if (request.method === 'GET' && new URL(request.url).pathname.endsWith(path)) {
      counter.loads += 1;
    }
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return counter;
}

/** The writes the dialog sends (method, path, raw body), in order. */
function recordWrites() {
  const sent: { method: string; path: string; body: string }[] = [];
  const listener: RequestListener = ({ request }) => {
    if (request.method === 'GET') return;
    const entry = { method: request.method, path: new URL(request.url).pathname, body: '' };
    sent.push(entry);
    void request
      .clone()
      .text()
      .then((body) => {
        entry.body = body;
      });
  };
  listeners.push(listener);
  server.events.on('request:start', listener);
  return sent;
}

const renderDialog = (campaignId: number, postId: number) =>
  renderWithAdmin(
    <MaterialsReviewDialog campaignId={campaignId} postId={postId} open onClose={() => {}} />,
    { locale: 'en' },
  );

const item = (description: string) => screen.getByRole('listitem', { name: description });

describe('materials review dialog', () => {
  // Post 1100 of campaign 2 has one rejected and one submitted material.
  it('shows every material and offers Approve / Reject only for the submitted one', async () => {
    const submitted = onlyMaterial(1100, 'submitted');
    const rejected = onlyMaterial(1100, 'rejected');
    renderDialog(2, 1100);

    const list = await screen.findByRole('list', { name: 'Materials of post 1100' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);

    const open = item(submitted.asset_description);
    expect(within(open).getByText('Submitted')).toBeInTheDocument();
    if (submitted.required_specs) {
      expect(within(open).getByText(submitted.required_specs)).toBeInTheDocument();
    }
    expect(
      within(open).getByRole('button', { name: `Approve ${submitted.asset_description}` }),
    ).toBeInTheDocument();
    expect(
      within(open).getByRole('button', { name: `Reject ${submitted.asset_description}` }),
    ).toBeInTheDocument();

    const decided = item(rejected.asset_description);
    expect(within(decided).getByText('Rejected')).toBeInTheDocument();
    expect(within(decided).queryByRole('button', { name: /^(Approve|Reject) / })).toBeNull();
  });

  it('approves a submitted material, says so, and reloads the list', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const counter = countMaterialLoads(1, 1059);
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });
    expect(counter.loads).toBe(1);

    await user.click(
      screen.getByRole('button', { name: `Approve ${submitted.asset_description}` }),
    );

    expect(await screen.findByText('Material approved')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item(submitted.asset_description)).getByText('Approved')).toBeInTheDocument(),
    );
    expect(counter.loads).toBe(2);
    expect(db().materials.find((m) => m.id === submitted.id)?.status).toBe('approved');
    expect(
      within(item(submitted.asset_description)).queryByRole('button', { name: /^Approve / }),
    ).toBeNull();
  });

  it('keeps the success toast when the server answers an error, then shows the truth', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    server.use(
      http.post(api('/campaigns/:campaignId/materials/:materialId/approve'), () =>
        fail(500, 'Review service unavailable'),
      ),
    );
    const counter = countMaterialLoads(1, 1059);
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });

    await user.click(
      screen.getByRole('button', { name: `Approve ${submitted.asset_description}` }),
    );

    expect(await screen.findByText('Material approved')).toBeInTheDocument();
    await waitFor(() => expect(counter.loads).toBe(2));
    // The reload shows the material still waiting for a decision.
    expect(within(item(submitted.asset_description)).getByText('Submitted')).toBeInTheDocument();
    expect(screen.queryByText('Review service unavailable')).toBeNull();
  });

  it('asks before rejecting: Cancel sends nothing', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const sent = recordWrites();
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });

    await user.click(screen.getByRole('button', { name: `Reject ${submitted.asset_description}` }));
    const question = await screen.findByRole('dialog', {
      name: `Reject “${submitted.asset_description}”?`,
    });
    expect(question).toHaveAccessibleDescription(
      'The file the artist sent for post 1059 is refused.',
    );
    await user.click(within(question).getByRole('button', { name: 'Cancel' }));

    await waitFor(() => expect(question).not.toBeInTheDocument());
    expect(sent).toEqual([]);
    expect(within(item(submitted.asset_description)).getByText('Submitted')).toBeInTheDocument();
  });

  it('rejects a submitted material without a reason: the rejection alone is sent', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const specs = submitted.required_specs;
    const sent = recordWrites();
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });

    await user.click(screen.getByRole('button', { name: `Reject ${submitted.asset_description}` }));
    const question = await screen.findByRole('dialog', { name: /^Reject / });
    await user.click(within(question).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Material rejected')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(item(submitted.asset_description)).getByText('Rejected')).toBeInTheDocument(),
    );
    expect(sent).toEqual([
      { method: 'POST', path: `/api/v1/campaigns/1/materials/${submitted.id}/reject`, body: '' },
    ]);
    expect(db().materials.find((m) => m.id === submitted.id)?.required_specs).toBe(specs);
  });

  it('rejects with a reason: the artist reads it in the material’s specs', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const specs = submitted.required_specs;
    const sent = recordWrites();
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });

    await user.click(screen.getByRole('button', { name: `Reject ${submitted.asset_description}` }));
    const question = await screen.findByRole('dialog', { name: /^Reject / });
    const reason = within(question).getByRole('textbox', { name: 'Rejection reason (optional)' });
    expect(reason).toHaveAccessibleDescription(
      'Added to the material’s specs, which the artist reads.',
    );
    await user.type(reason, '  The chorus is cut off  ');
    await user.click(within(question).getByRole('button', { name: 'Reject' }));

    expect(await screen.findByText('Material rejected')).toBeInTheDocument();
    const expected = specs
      ? `${specs}\nRejected: The chorus is cut off`
      : 'Rejected: The chorus is cut off';
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(sent).toEqual([
      { method: 'POST', path: `/api/v1/campaigns/1/materials/${submitted.id}/reject`, body: '' },
      {
        method: 'PUT',
        path: `/api/v1/campaigns/1/materials-checklist/${submitted.id}`,
        body: JSON.stringify({ required_specs: expected }),
      },
    ]);
    // The reloaded list shows it, as the artist will read it.
    await waitFor(() => expect(question).not.toBeInTheDocument());
    const rejected = item(submitted.asset_description);
    await waitFor(() => expect(within(rejected).getByText('Rejected')).toBeInTheDocument());
    expect(within(rejected).getByText(/Rejected: The chorus is cut off/)).toBeInTheDocument();
  });

  it('keeps the focus with a material rejected by keyboard, whose buttons went', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });

    const reject = screen.getByRole('button', { name: `Reject ${submitted.asset_description}` });
    act(() => reject.focus());
    await user.keyboard('{Enter}');
    const question = await screen.findByRole('dialog', { name: /^Reject / });
    act(() => within(question).getByRole('button', { name: 'Reject' }).focus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(question).not.toBeInTheDocument());

    const decided = item(submitted.asset_description);
    await waitFor(() => expect(within(decided).getByText('Rejected')).toBeInTheDocument());
    // The material itself, named by its heading: the next Tab goes on from there.
    await waitFor(() => expect(decided).toHaveFocus());
  });

  it('opens the uploaded file only once fetched with the session', async () => {
    const submitted = onlyMaterial(1059, 'submitted');
    const file = submitted.media_file!;
    const served: string[] = [];
    const listener: RequestListener = ({ request }) => {
      if (request.url.includes('/media/serve/'))
        served.push(request.headers.get('authorization') ?? '');
    };
    listeners.push(listener);
    server.events.on('request:start', listener);
    const user = userEvent.setup();
    renderDialog(1, 1059);
    await screen.findByRole('list', { name: 'Materials of post 1059' });
    expect(served).toEqual([]);

    await user.click(
      screen.getByRole('button', { name: `Get the file of ${file.original_filename}` }),
    );

    const link = await screen.findByRole('link', { name: `Open ${file.original_filename}` });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveFocus();
    expect(served).toEqual([expect.stringMatching(/^Bearer .+/)]);
  });

  it('says a load failed, in the server’s words, and retries', async () => {
    let failing = true;
    server.use(
      http.get(api('/campaigns/:campaignId/posts/:postId/materials'), () =>
        failing ? fail(503, 'Materials store offline') : undefined,
      ),
    );
    const user = userEvent.setup();
    renderDialog(1, 1059);

    const dialog = await screen.findByRole('dialog', { name: 'Materials of post 1059' });
    expect(await within(dialog).findByText('Materials store offline')).toBeInTheDocument();

    failing = false;
    await user.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Materials of post 1059' })).toBeInTheDocument();
  });

  it('falls back to "Failed to load materials" when the server gives no message', async () => {
    server.use(
      http.get(api('/campaigns/:campaignId/posts/:postId/materials'), () => fail(500, '')),
    );
    renderDialog(1, 1059);

    const dialog = await screen.findByRole('dialog', { name: 'Materials of post 1059' });
    expect(await within(dialog).findByText('Failed to load materials')).toBeInTheDocument();
  });

  it('says when a post has no materials', async () => {
    const postId = db().posts.find(
      (p) => p.campaign_id === 1 && materialsOf(p.id).length === 0,
    )!.id;
    renderDialog(1, postId);
    expect(await screen.findByText('No materials for this post yet')).toBeInTheDocument();
  });
});
