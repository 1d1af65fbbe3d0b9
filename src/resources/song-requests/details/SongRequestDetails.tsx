import { Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SongRequest } from '@/api/types';
import { DetailList } from '@/components/detail/DetailList';
import { useFormatDate } from '@/lib/dates';
import { RequestAudio } from '../shared/RequestAudio';
import { languageNames, tagsOf } from '../shared/languages';
import { SongRequestStatusChip } from '../shared/SongRequestStatusChip';

const FIELDS = 'app.song_requests.fields';

const chips = (names: string[]) =>
  names.length > 0 ? (
    <Stack component="span" direction="row" useFlexGap spacing={0.5} sx={{ flexWrap: 'wrap' }}>
      {names.map((name) => (
        <Chip key={name} size="small" label={name} component="span" />
      ))}
    </Stack>
  ) : null;

/** Every field of a request, empty ones left out. */
export const SongRequestDetails = ({ request }: { request: SongRequest }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const label = (field: string) => translate(`${FIELDS}.${field}`);
  const multiline = (text: string | null) =>
    text ? <span style={{ whiteSpace: 'pre-line' }}>{text}</span> : null;

  return (
    <DetailList
      items={[
        { label: label('artist'), value: request.artist_name },
        { label: label('status'), value: <SongRequestStatusChip status={request.status} /> },
        { label: label('requested_at'), value: formatDate(request.requested_at) },
        { label: label('description'), value: multiline(request.description) },
        { label: label('lyrics'), value: multiline(request.lyrics) },
        {
          label: label('audio'),
          value:
            request.audio_file_id !== null ? (
              <Stack component="span" spacing={1} sx={{ display: 'flex' }}>
                {request.audio_filename && <span>{request.audio_filename}</span>}
                <RequestAudio audioFileId={request.audio_file_id} title={request.title} />
              </Stack>
            ) : (
              request.audio_filename
            ),
        },
        { label: label('languages'), value: chips(languageNames(request.languages)) },
        { label: label('genres'), value: chips(tagsOf(request.genre_tags)) },
        { label: label('mood'), value: request.mood },
        { label: label('tempo'), value: request.tempo },
        { label: label('instruments'), value: request.instruments },
        { label: label('theme'), value: request.theme },
        { label: label('production_style'), value: request.production_style },
        { label: label('vocal_style'), value: request.vocal_style },
        { label: label('admin_notes'), value: multiline(request.admin_notes) },
      ]}
    />
  );
};
