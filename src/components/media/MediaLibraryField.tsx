// Chooses one file of an artist's media library (song audio, album cover, backgrounds): a
// compact list of at most 5 recent files, and a full browser with folders for the rest.
// TODO(stub): the media-library work replaces this minimal version, keeping these props.
import { MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MediaCategory, MediaFile, MediaFileType } from '../../api/types';
import type { LabelDataProvider } from '../../providers/data';

export interface MediaLibraryFieldProps {
  artistId: number;
  fileType: MediaFileType;
  /** Only files of this category (e.g. master-recordings for song audio). */
  category?: MediaCategory;
  /** The chosen media file id. */
  value: number | null | undefined;
  onChange: (file: MediaFile | null) => void;
  label: string;
  helperText?: string;
  error?: boolean;
  disabled?: boolean;
}

export const MediaLibraryField = ({
  artistId,
  fileType,
  category,
  value,
  onChange,
  label,
  helperText,
  error,
  disabled,
}: MediaLibraryFieldProps) => {
  const dataProvider = useDataProvider<LabelDataProvider>();
  const { data: files = [] } = useQuery({
    queryKey: ['media-files', artistId, fileType],
    queryFn: async () => (await dataProvider.getArtistMediaFiles(artistId, fileType)).data,
  });
  const choices = files.filter((f) => !category || f.category === category);
  return (
    <TextField
      select
      fullWidth
      label={label}
      helperText={helperText}
      error={error}
      disabled={disabled}
      value={value ?? ''}
      onChange={(event) =>
        onChange(choices.find((f) => String(f.id) === event.target.value) ?? null)
      }
    >
      <MenuItem value="">—</MenuItem>
      {choices.map((file) => (
        <MenuItem key={file.id} value={String(file.id)}>
          {file.original_filename}
        </MenuItem>
      ))}
    </TextField>
  );
};
