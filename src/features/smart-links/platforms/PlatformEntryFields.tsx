import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import { SelectInput, TextInput, useTranslate } from 'react-admin';
import type { SmartLinkPlatformType } from '@/api/types';
import type { PlatformEntry } from '../model/formValues';
import {
  findPlatform,
  isForeignHost,
  PLATFORMS_BY_TYPE,
} from '@/components/smartLink/platformCatalog';
import { validatePlatform, validateProfileUrl } from './entryValidation';

const KEYS = 'app.smart_links.platforms';

// react-admin turns an emptied input into null; the form keeps text (see formValues.ts).
const keepText = (value: string | null | undefined): string => value ?? '';

export interface PlatformEntryFieldsProps {
  type: SmartLinkPlatformType;
  index: number;
  /** The entry's current values. */
  entry: PlatformEntry;
  /** Platforms chosen by the other entries of the list: still offered, but marked. */
  usedElsewhere: ReadonlySet<string>;
}

/**
 * An entry's platform, display name and profile URL. The URL must be http(s) once a platform is
 * chosen (an error blocks the save); one on another host than the platform's only warns, since
 * platforms add hosts and short links over time.
 */
export const PlatformEntryFields = ({
  type,
  index,
  entry,
  usedElsewhere,
}: PlatformEntryFieldsProps) => {
  const translate = useTranslate();
  const { trigger, getFieldState, formState } = useFormContext();
  const base = `${type}.${index}`;
  const platformPath = `${base}.platform_name`;
  const urlPath = `${base}.profile_url`;

  // Each field's rule reads the other one: once either has been checked, a change to one
  // checks the other again, so a fixed row stops showing an error it no longer has.
  const recheck = (path: string) => {
    if (formState.isSubmitted || getFieldState(path).invalid) void trigger(path);
  };

  const choices = PLATFORMS_BY_TYPE[type].map(({ name }) => ({
    id: name,
    name: usedElsewhere.has(name) ? translate(`${KEYS}.used_elsewhere`, { name }) : name,
  }));

  const platform = findPlatform(entry.platform_name);
  const foreign = platform && isForeignHost(platform.name, entry.profile_url);
  const warning = foreign ? (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
      <WarningAmberIcon fontSize="inherit" aria-hidden sx={{ color: 'warning.main' }} />
      {translate(`${KEYS}.foreign_host`, { platform: platform.name, host: platform.hosts[0] })}
    </Box>
  ) : (
    false
  );

  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
        columnGap: 2,
        flex: 1,
        minWidth: 0,
      }}
    >
      <SelectInput
        source={platformPath}
        label={translate(`${KEYS}.fields.platform`)}
        choices={choices}
        translateChoice={false}
        emptyText={`${KEYS}.no_platform`}
        parse={keepText}
        validate={validatePlatform}
        onChange={() => recheck(urlPath)}
        helperText={false}
      />
      <TextInput
        source={`${base}.display_name`}
        label={translate(`${KEYS}.fields.display_name`)}
        placeholder={entry.platform_name || undefined}
        parse={keepText}
        helperText={false}
      />
      <TextInput
        source={urlPath}
        label={translate(`${KEYS}.fields.profile_url`)}
        type="url"
        placeholder="https://"
        parse={keepText}
        validate={validateProfileUrl}
        onChange={() => recheck(platformPath)}
        helperText={warning}
        sx={{ gridColumn: '1 / -1' }}
      />
    </Box>
  );
};
