import { Chip, Stack } from '@mui/material';
import type { Genre } from '@/api/types';
import { useGenreName } from '@/components/catalogue/useArtistChoices';

/** The artist's genres as chips, named in the interface language. */
export const GenreChips = ({ genres }: { genres: readonly Genre[] }) => {
  const nameOf = useGenreName();
  if (!genres.length) return null;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {genres.map((genre) => (
        <Chip key={genre.id} size="small" variant="outlined" label={nameOf(genre)} />
      ))}
    </Stack>
  );
};
