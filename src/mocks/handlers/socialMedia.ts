// Tag social-media: an artist's accounts and the Facebook integration (simulated; see
// promotion/facebook.ts for the pages, posts and the video ids that fail on purpose).
import { http } from 'msw';
import { db } from '../db/database';
import type { Database, FacebookPostRow } from '../db/schema';
import { api, fail, intParam, jsonBody, notFound, ok } from '../http';
import { isoDateTime } from '../promotion/dates';
import {
  followersOf,
  pagesFor,
  recentFacebookPosts,
  REMOVED_VIDEO_ID,
  RESTRICTED_VIDEO_ID,
} from '../promotion/facebook';
import { mediaFileUrl as mediaServeUrl } from '../../api/mediaUrls';
import { formBody, invalid, isNonBlank, route } from '../promotion/route';
import { createRandom } from '../seed/random';
import { accountRow, accountsOf, accountView } from './socialMedia/accounts';
import { createFacebookPost } from './socialMedia/createPost';
import * as clock from '../../lib/clock';

const findArtist = (database: Database, id: string | readonly string[] | undefined) => {
  const artistId = intParam(id);
  return database.artists.find((a) => a.id === artistId);
};

const NOT_CONNECTED = 'Facebook account is not connected';

/** Page posts already published (scheduled ones wait for their time), newest first. */
function publishedPosts(database: Database, artistId: number): FacebookPostRow[] {
  const now = clock.now();
  return database.facebookPosts
    .filter((p) => p.artist_id === artistId)
    .filter((p) => !p.scheduled_publish_time || Date.parse(p.scheduled_publish_time) <= now)
    .sort((a, b) => b.created_time.localeCompare(a.created_time));
}

/** The invitation link targets the admin app's origin (the demo's own in the browser). */
const appOrigin = (): string => globalThis.location?.origin ?? 'http://localhost:5173';

export const socialMediaHandlers = [
  http.get(
    api('/social-media/:artistId'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      return artist ? ok(accountsOf(database, artist.id)) : notFound('Artist');
    }),
  ),

  http.post(
    api('/social-media/:artistId/facebook/send-invitation'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const account = accountRow(database, artist.id, 'facebook');
      if (account.is_connected) return fail(400, 'Facebook account is already connected');
      account.invitation_sent_at = isoDateTime(clock.now());
      const invite = `inv_${artist.id.toString(36)}${clock.now().toString(36)}`;
      return ok(
        {
          email: artist.email,
          invitationUrl: `${appOrigin()}/connect/facebook?invite=${invite}`,
          artistName: artist.stageName,
        },
        { message: `Invitation sent to ${artist.email}` },
      );
    }),
  ),

  // Any non-blank user token is accepted; it manages the two pages of pagesFor(). A page with
  // no posts yet gets a few recent ones, as if they had been synchronised.
  http.post(
    api('/social-media/:artistId/facebook/connect'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const body = await jsonBody(request);
      if (!isNonBlank(body.userAccessToken)) {
        return invalid([{ field: 'userAccessToken', message: 'userAccessToken is required' }]);
      }
      const pages = pagesFor(artist);
      const page = body.pageId === undefined ? pages[0] : pages.find((p) => p.id === body.pageId);
      if (!page) {
        return invalid([{ field: 'pageId', message: 'This user cannot manage that page' }]);
      }
      const account = accountRow(database, artist.id, 'facebook');
      Object.assign(account, {
        is_connected: true,
        display_name: page.name,
        page_id: page.id,
        last_sync_at: isoDateTime(clock.now()),
        invitation_sent_at: null,
      });
      if (!database.facebookPosts.some((p) => p.artist_id === artist.id)) {
        database.facebookPosts.push(
          ...recentFacebookPosts({
            artist,
            pageId: page.id,
            language: 'en',
            photos: database.mediaFiles.filter(
              (m) => m.artist_id === artist.id && m.file_type === 'photo',
            ),
            count: 4,
            now: clock.now(),
            random: createRandom(artist.id),
          }),
        );
      }
      return ok(accountView(account), { message: 'Facebook account connected' });
    }),
  ),

  // Disconnecting an account that is not connected is not an error: the end state is the same.
  http.delete(
    api('/social-media/:artistId/facebook/disconnect'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const account = accountRow(database, artist.id, 'facebook');
      Object.assign(account, {
        is_connected: false,
        display_name: null,
        page_id: null,
        last_sync_at: null,
      });
      return ok(accountView(account), { message: 'Facebook account disconnected' });
    }),
  ),

  http.get(
    api('/social-media/:artistId/facebook/pages'),
    route(({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const token = new URL(request.url).searchParams.get('userAccessToken');
      if (!isNonBlank(token)) {
        return invalid([{ field: 'userAccessToken', message: 'userAccessToken is required' }]);
      }
      return ok(pagesFor(artist));
    }),
  ),

  http.get(
    api('/social-media/:artistId/facebook/insights'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const account = accountRow(database, artist.id, 'facebook');
      if (!account.is_connected) return fail(400, NOT_CONNECTED);
      account.last_sync_at = isoDateTime(clock.now());
      const recentPosts = publishedPosts(database, artist.id)
        .slice(0, 10)
        .map(({ artist_id: _a, link: _l, scheduled_publish_time: _s, ...post }) => post);
      const totalEngagement = recentPosts.reduce(
        (sum, p) => sum + p.likes + p.comments + p.shares,
        0,
      );
      const followers = followersOf(artist.id);
      return ok({
        followers,
        totalImpressions: totalEngagement * 11 + followers * 2,
        totalEngagement,
        recentPosts,
      });
    }),
  ),

  http.post(
    api('/social-media/:artistId/facebook/create-post'),
    route(async ({ params, request }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const account = accountRow(database, artist.id, 'facebook');
      if (!account.is_connected || !account.page_id) return fail(400, NOT_CONNECTED);
      const outcome = await createFacebookPost(artist.id, account.page_id, await formBody(request));
      if ('response' in outcome) return outcome.response;
      database.facebookPosts.push(outcome.post);
      return ok(
        { post_id: outcome.post.id },
        {
          status: 201,
          message: outcome.scheduled ? 'Post scheduled on Facebook' : 'Post published to Facebook',
        },
      );
    }),
  ),

  // RESTRICTED_VIDEO_ID answers 403 and REMOVED_VIDEO_ID 404 (seeded on the first connected
  // page); an uploaded video plays its own file, seeded ones one of the artist's library videos.
  http.get(
    api('/social-media/:artistId/facebook/video-source/:id'),
    route(({ params }) => {
      const database = db();
      const artist = findArtist(database, params.artistId);
      if (!artist) return notFound('Artist');
      const videoId = String(params.id);
      if (videoId === RESTRICTED_VIDEO_ID) return fail(403, 'Video access restricted');
      if (videoId === REMOVED_VIDEO_ID) return notFound('Video');
      const post = database.facebookPosts.find(
        (p) => p.artist_id === artist.id && p.attachments.some((a) => a.videoId === videoId),
      );
      if (!post) return notFound('Video');
      const uploaded = post.attachments.find((a) => a.videoId === videoId)?.videoUrl;
      if (uploaded) return ok({ source: uploaded, title: post.message });
      const videos = database.mediaFiles.filter(
        (m) => m.artist_id === artist.id && m.file_type === 'video',
      );
      const video = videos.length ? videos[Number(videoId.slice(-3)) % videos.length] : null;
      return ok({
        source: video ? mediaServeUrl(video.id) : `https://video.example.net/v/${videoId}.mp4`,
        title: post.message,
      });
    }),
  ),
];
