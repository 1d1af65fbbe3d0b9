// The campaign checklist of seeded posts: one material per enabled TODO item of every post
// that went past generation, its review state following the post's.
import type { MaterialStatus, MediaFileType } from '@/api/types';
import type { CampaignRow, Database, MaterialRow, MediaRow, PostRow } from '../../db/schema';
import { materialFlags } from '../../promotion/campaignData';
import { isEnabled } from '../../promotion/copy/materialsNeeded';
import { addDays, DAY_MS, isoDateTime } from '../../promotion/dates';
import { mediaFileUrl as mediaServeUrl } from '@/api/mediaUrls';
import type { Random } from '../random';
import { mediaOf } from './catalogue';

const NOTES_EN = [
  'Shot on the rooftop at golden hour.',
  'Two takes, the second one is my favourite.',
  'Recorded at home, tell me if the sound is OK.',
  'Used the new mic, much cleaner.',
];
const NOTES_FR = [
  'Tourné sur le toit à l’heure dorée.',
  'Deux prises, je préfère la deuxième.',
  'Enregistré à la maison, dites-moi si le son est correct.',
  'Fait avec le nouveau micro, c’est plus propre.',
];

function statusFor(post: PostRow, random: Random): MaterialStatus {
  const roll = random.next();
  switch (post.status) {
    case 'published':
    case 'scheduled':
      return 'approved';
    case 'approved':
      return roll < 0.75 ? 'approved' : 'submitted';
    case 'artist_approved':
      return roll < 0.55 ? 'submitted' : roll < 0.8 ? 'approved' : 'pending';
    default:
      return roll < 0.55 ? 'pending' : roll < 0.85 ? 'submitted' : 'rejected';
  }
}

const ASSET_FILE_TYPE: Record<MaterialRow['asset_type'], MediaFileType> = {
  video: 'video',
  audio: 'audio',
  image: 'photo',
  graphic: 'photo',
};

export function seedMaterials(
  database: Database,
  campaign: CampaignRow,
  posts: PostRow[],
  now: number,
  random: Random,
): void {
  const notes = campaign.artist_materials_language.startsWith('fr') ? NOTES_FR : NOTES_EN;
  const media = mediaOf(database, campaign.artist_id);
  const created: MaterialRow[] = [];
  for (const post of posts) {
    if (post.caption === null || post.status === 'generated') continue;
    for (const need of (post.ai_artist_materials_needed ?? []).filter(isEnabled)) {
      const asset_type: MaterialRow['asset_type'] =
        need.type === 'other' ? (/photo/i.test(need.task) ? 'image' : 'graphic') : need.type;
      const candidates = media.filter((m) => m.file_type === ASSET_FILE_TYPE[asset_type]);
      const file: MediaRow | undefined = random.pick(candidates.length ? candidates : media);
      let status = statusFor(post, random);
      // Nothing to point at: the artist has not uploaded yet.
      if (!file) status = 'pending';
      const due_date = addDays(post.scheduled_date, -7);
      const uploaded = status !== 'pending' && file;
      const submittedAt = Math.min(
        Date.parse(`${due_date}T00:00:00Z`) -
          random.int(0, 4) * DAY_MS +
          random.int(8, 22) * 3_600_000,
        now - random.int(1, 72) * 3_600_000,
      );
      created.push({
        id: 3001 + database.materials.length + created.length,
        campaign_id: campaign.id,
        post_id: post.id,
        due_date,
        asset_type,
        asset_description: need.task,
        required_specs: need.specs,
        status,
        submitted_at: uploaded ? isoDateTime(submittedAt) : null,
        artist_notes: uploaded && random.chance(0.6) ? random.pick(notes) : null,
        media_file: uploaded
          ? { id: file.id, url: mediaServeUrl(file.id), original_filename: file.original_filename }
          : null,
      });
    }
  }
  database.materials.push(...created);
  for (const post of posts) Object.assign(post, materialFlags(post, created));
}
