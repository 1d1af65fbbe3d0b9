import { Button, Card, CardActions, CardContent, Chip, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { SongRequest } from '@/api/types';
import { ROW_FOCUS_TARGET } from '@/components/delete/focusAfterRemoval';
import { useFormatDate } from '@/lib/dates';
import { RequestAudio } from '../shared/RequestAudio';
import { tagsOf } from '../shared/languages';
import { SongRequestStatusChip } from '../shared/SongRequestStatusChip';

const TEXTS = 'app.song_requests';

export interface SongRequestCardProps {
  request: SongRequest;
  onOpen: (request: SongRequest) => void;
}

/** One request in the list: what it is, who asked, its tags and notes, and its audio. */
export const SongRequestCard = ({ request, onOpen }: SongRequestCardProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const tags = [...tagsOf(request.genre_tags), ...tagsOf(request.mood)];

  return (
    <Card variant="outlined" component="article" aria-labelledby={`song-request-${request.id}`}>
      <CardContent>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          spacing={1}
          sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}
        >
          <div>
            <Typography id={`song-request-${request.id}`} variant="h6" component="h2">
              {request.title}
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {request.artist_name} ·{' '}
              {translate(`${TEXTS}.requested_on`, { date: formatDate(request.requested_at) })}
            </Typography>
          </div>
          <SongRequestStatusChip status={request.status} />
        </Stack>
        {request.description && (
          <Typography variant="body2" sx={{ mt: 1.5, whiteSpace: 'pre-line' }}>
            {request.description}
          </Typography>
        )}
        {request.audio_filename && (
          <Typography variant="body2" sx={{ mt: 1, color: 'text.secondary' }}>
            {translate('app.label_value', {
              label: translate(`${TEXTS}.fields.audio_file`),
              value: request.audio_filename,
            })}
          </Typography>
        )}
        {tags.length > 0 && (
          <Stack direction="row" useFlexGap spacing={0.5} sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {tags.map((tag, index) => (
              <Chip key={`${tag}-${index}`} size="small" label={tag} />
            ))}
          </Stack>
        )}
        {request.admin_notes && (
          <Typography variant="body2" sx={{ mt: 1.5 }}>
            <strong>
              {translate('app.label', { label: translate(`${TEXTS}.fields.admin_notes`) })}
            </strong>{' '}
            {request.admin_notes}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1, px: 2, pb: 2 }}>
        {request.audio_file_id !== null && (
          <RequestAudio audioFileId={request.audio_file_id} title={request.title} />
        )}
        <Button
          variant="contained"
          size="small"
          onClick={() => onOpen(request)}
          aria-haspopup="dialog"
          {...{ [ROW_FOCUS_TARGET]: '' }}
          aria-label={translate(`${TEXTS}.view_details_of`, { title: request.title })}
        >
          {translate(`${TEXTS}.view_details`)}
        </Button>
      </CardActions>
    </Card>
  );
};
