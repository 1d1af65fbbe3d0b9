// Writing and rewriting post content for the generation endpoints. Published and scheduled
// posts are final: they are never rewritten.
import type { GenerationMetadata } from '../../api/types';
import type { CampaignRow, Database, PostRow } from '../db/schema';
import { copyContext, materialFlags } from './campaignData';
import { writeCaption, writeMaterialsNeeded, writeVisuals } from './copy/writer';
import { createRandom, type Random } from '../seed/random';
import * as clock from '../../lib/clock';

export const isFinal = (post: PostRow): boolean =>
  post.status === 'published' || post.status === 'scheduled';

const freshRandom = (post: PostRow): Random =>
  createRandom((clock.now() ^ (post.id * 2654435761)) >>> 0);

/** The stored metadata as an object, whichever encoding it was saved in. */
export function metadataObject(metadata: PostRow['generation_metadata']): GenerationMetadata {
  if (metadata === null) return {};
  if (typeof metadata !== 'string') return { ...metadata };
  try {
    const parsed: unknown = JSON.parse(metadata);
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
      ? (parsed as GenerationMetadata)
      : {};
  } catch {
    return {};
  }
}

/**
 * New caption (different from the current one when possible), fresh visual descriptions, and
 * a TODO list when the post has none yet (an existing list keeps the staff's toggles). The post
 * goes back to generated: rewritten content has not been reviewed.
 */
export function writePostContent(database: Database, campaign: CampaignRow, post: PostRow): void {
  const ctx = copyContext(database, campaign);
  const random = freshRandom(post);
  let caption = writeCaption(post, ctx, random);
  for (let attempt = 1; caption === post.caption && attempt < 4; attempt++) {
    caption = writeCaption(post, ctx, random, attempt);
  }
  post.caption = caption;
  post.generation_metadata = {
    ...metadataObject(post.generation_metadata),
    ...writeVisuals(post, ctx, random),
  };
  post.ai_artist_materials_needed ??= writeMaterialsNeeded(post, ctx, random);
  post.status = 'generated';
  post.rejection_reason = null;
  Object.assign(post, materialFlags(post, database.materials));
}

export function writePostVisuals(database: Database, campaign: CampaignRow, post: PostRow): void {
  const visuals = writeVisuals(post, copyContext(database, campaign), freshRandom(post));
  post.generation_metadata = { ...metadataObject(post.generation_metadata), ...visuals };
}
