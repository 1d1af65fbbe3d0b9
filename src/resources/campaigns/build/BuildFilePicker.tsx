// Where the post's file comes from: one of the artist's approved materials of this post, a file
// from the computer, or a photo of the artist's media library (the shared media picker).
import {
  Button,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId, useState, type ChangeEvent } from 'react';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { MediaBrowserDialog } from '@/components/media/MediaBrowserDialog';
import { usePostMaterials } from '../materials/materialsQueries';
import { fromLibrary, fromMaterial, type BuildFile } from './buildFile';
import { readMediaFacts } from './readMediaFacts';

const KEY = 'app.campaigns.build';

export type BuildSource = 'material' | 'computer' | 'library';
export const SOURCES: readonly BuildSource[] = ['material', 'computer', 'library'];

export interface BuildFilePickerProps {
  campaignId: number;
  post: CampaignPost;
  artistId: number | undefined;
  source: BuildSource;
  onSourceChange: (source: BuildSource) => void;
  file: BuildFile | null;
  onFileChange: (file: BuildFile) => void;
  disabled: boolean;
  /** The id of the file's error messages, when there are some. */
  errorId?: string;
}

export const BuildFilePicker = (props: BuildFilePickerProps) => {
  const { source, onSourceChange, disabled } = props;
  const translate = useTranslate();
  const labelId = useId();
  return (
    <Stack spacing={1.5}>
      <FormControl disabled={disabled}>
        <FormLabel id={labelId}>{translate(`${KEY}.source`)}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={labelId}
          value={source}
          onChange={(event) => onSourceChange(event.target.value as BuildSource)}
        >
          {SOURCES.map((value) => (
            <FormControlLabel
              key={value}
              value={value}
              control={<Radio />}
              label={translate(`${KEY}.source_${value}`)}
            />
          ))}
        </RadioGroup>
      </FormControl>
      {source === 'material' && <MaterialChoice {...props} />}
      {source === 'computer' && <ComputerChoice {...props} />}
      {source === 'library' && <LibraryChoice {...props} />}
    </Stack>
  );
};

const MaterialChoice = ({
  campaignId,
  post,
  file,
  onFileChange,
  disabled,
  errorId,
}: BuildFilePickerProps) => {
  const translate = useTranslate();
  const labelId = useId();
  const { data, isPending, error } = usePostMaterials(campaignId, post.id, true);
  if (isPending)
    return <Typography role="status">{translate(`${KEY}.materials_loading`)}</Typography>;
  if (error) return <Typography color="error">{translate(`${KEY}.materials_failed`)}</Typography>;
  const files = data.flatMap((material) => fromMaterial(material) ?? []);
  if (!files.length) return <Typography>{translate(`${KEY}.materials_empty`)}</Typography>;
  return (
    <FormControl disabled={disabled}>
      <FormLabel id={labelId}>{translate(`${KEY}.materials`)}</FormLabel>
      <RadioGroup
        aria-labelledby={labelId}
        aria-describedby={errorId}
        value={file?.key ?? ''}
        onChange={(event) => {
          const chosen = files.find((option) => option.key === event.target.value);
          if (chosen) onFileChange(chosen);
        }}
      >
        {files.map((option) => (
          <FormControlLabel
            key={option.key}
            value={option.key}
            control={<Radio />}
            label={option.name}
          />
        ))}
      </RadioGroup>
    </FormControl>
  );
};

const ChosenName = ({ file }: { file: BuildFile | null }) => {
  const translate = useTranslate();
  return (
    <Typography role="status" variant="body2" color="text.secondary">
      {file ? translate(`${KEY}.chosen`, { name: file.name }) : translate(`${KEY}.nothing_chosen`)}
    </Typography>
  );
};

const ComputerChoice = ({ file, onFileChange, disabled, errorId }: BuildFilePickerProps) => {
  const translate = useTranslate();
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const local = event.target.files?.[0];
    event.target.value = '';
    if (!local) return;
    const facts = await readMediaFacts(local);
    const { kind = null, ...measures } = facts ?? {};
    onFileChange({
      key: `computer-${local.name}-${local.size}-${local.lastModified}`,
      name: local.name,
      kind,
      facts: measures,
      target: { upload: local },
    });
  };
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" component="label" disabled={disabled}>
        {translate(`${KEY}.choose_file`)}
        <input
          type="file"
          hidden
          accept="image/*,video/*"
          aria-describedby={errorId}
          onChange={(event) => void choose(event)}
        />
      </Button>
      <ChosenName file={file} />
    </Stack>
  );
};

const LibraryChoice = ({ artistId, file, onFileChange, disabled }: BuildFilePickerProps) => {
  const translate = useTranslate();
  const [browsing, setBrowsing] = useState(false);
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button
        variant="outlined"
        disabled={disabled || artistId === undefined}
        onClick={() => setBrowsing(true)}
      >
        {translate(`${KEY}.browse_library`)}
      </Button>
      <ChosenName file={file} />
      {artistId !== undefined && (
        <MediaBrowserDialog
          open={browsing}
          onClose={() => setBrowsing(false)}
          artistId={artistId}
          fileType="photo"
          title={translate(`${KEY}.library_title`)}
          selectLabel={translate(`${KEY}.library_select`)}
          onSelect={(picked) => onFileChange(fromLibrary(picked))}
        />
      )}
    </Stack>
  );
};
