import { Box, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { AudioFileInput } from './AudioFileInput';
import { CountedTextInput } from './CountedTextInput';
import { DurationInput } from './DurationInput';
import { ExplicitInput } from './ExplicitInput';

const twoColumns = {
  display: 'grid',
  gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
  columnGap: 2,
  rowGap: 1,
  alignItems: 'start',
};

/** The fields the Add song and Edit song dialogs share (spec 2, Modals; limits of spec 5). */
export const SongFormFields = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'grid', rowGap: 1, pt: 1 }}>
      <CountedTextInput source="title" required autoFocus />
      <AudioFileInput artistId={artistId} />
      <Box sx={twoColumns}>
        <DurationInput />
        <ExplicitInput />
      </Box>
      <CountedTextInput source="lyrics" multiline minRows={4} />
      <CountedTextInput source="description" multiline minRows={2} />
      <Typography component="h3" variant="subtitle1" sx={{ mt: 1 }}>
        {translate('app.songs.form.production')}
      </Typography>
      <Box sx={twoColumns}>
        <CountedTextInput source="instruments" />
        <CountedTextInput source="tempo" />
        <CountedTextInput source="mood" />
        <CountedTextInput source="genre_tags" />
        <CountedTextInput source="theme" />
        <CountedTextInput source="production_style" />
        <CountedTextInput source="vocal_style" />
      </Box>
    </Box>
  );
};
