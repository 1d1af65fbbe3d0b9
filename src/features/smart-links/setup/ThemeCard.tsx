// The Theme Customization card: the `theme.*` fields of the manager's form (SmartLinkFormValues),
// which the live preview reads as they change.
import { FormControlLabel, Grid, Stack, Switch, TextField, Typography } from '@mui/material';
import { useId, type ReactNode } from 'react';
import { useInput, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import type { SmartLinkTheme } from '@/api/types';
import { SectionCard } from '@/components/detail/SectionCard';
import { ColorField } from './ColorField';
import { FontInput } from './FontInput';
import { TemplateInput } from './TemplateInput';
import { ThemeImagePicker } from './ThemeImagePicker';

export interface ThemeCardProps {
  artistId: number | null;
}

const themeSource = (key: keyof SmartLinkTheme) => `theme.${key}`;

const COLORS = [
  'background_color',
  'text_color',
  'button_color',
  'button_text_color',
] as const satisfies readonly (keyof SmartLinkTheme)[];

const Part = ({ title, children }: { title: string; children: ReactNode }) => {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1.5}>
      <Typography id={headingId} variant="subtitle1" component="h3">
        {title}
      </Typography>
      {children}
    </Stack>
  );
};

const SignatureSwitch = () => {
  const translate = useTranslate();
  const {
    field: { ref, value, onChange, onBlur, name },
    id,
  } = useInput({ source: themeSource('use_signature') });
  return (
    <FormControlLabel
      control={
        <Switch
          id={id}
          name={name}
          slotProps={{ input: { ref } }}
          checked={value === 1}
          // The contract's flag is 0 or 1, not a boolean.
          onChange={(event) => onChange(event.target.checked ? 1 : 0)}
          onBlur={onBlur}
        />
      }
      label={translate('app.smart_links.theme.use_signature')}
    />
  );
};

const CustomCssInput = () => {
  const translate = useTranslate();
  const {
    field: { ref, ...field },
    id,
  } = useInput({ source: themeSource('custom_css') });
  return (
    <TextField
      {...field}
      id={id}
      inputRef={ref}
      label={translate('app.smart_links.theme.custom_css')}
      helperText={translate('app.smart_links.theme.custom_css_help')}
      slotProps={{ htmlInput: { spellCheck: false } }}
      multiline
      minRows={4}
      maxRows={16}
      fullWidth
      sx={{ '& textarea': { fontFamily: 'monospace', fontSize: '0.875rem' } }}
    />
  );
};

const SignatureParts = ({ artistId }: ThemeCardProps) => {
  const translate = useTranslate();
  const useSignature: unknown = useWatch({ name: themeSource('use_signature') });
  if (useSignature !== 1) return null;
  return (
    <>
      <ThemeImagePicker
        source={themeSource('signature_image_id')}
        artistId={artistId}
        labelKey="app.smart_links.theme.signature_image"
        chooseKey="app.smart_links.theme.choose_signature"
        removeKey="app.smart_links.theme.remove_signature"
        dialogTitleKey="app.smart_links.theme.signature_dialog_title"
      />
      <ColorField
        source={themeSource('signature_color_overlay')}
        label={translate('app.smart_links.theme.signature_color_overlay')}
      />
    </>
  );
};

export const ThemeCard = ({ artistId }: ThemeCardProps) => {
  const translate = useTranslate();
  return (
    <SectionCard title={translate('app.smart_links.theme.title')}>
      <Stack spacing={3}>
        <TemplateInput />
        <Part title={translate('app.smart_links.theme.colors')}>
          <Grid container columnSpacing={2}>
            {COLORS.map((color) => (
              <Grid key={color} size={{ xs: 12, sm: 6 }}>
                <ColorField
                  source={themeSource(color)}
                  label={translate(`app.smart_links.theme.${color}`)}
                />
              </Grid>
            ))}
          </Grid>
        </Part>
        <FontInput />
        <ThemeImagePicker
          source={themeSource('background_image_id')}
          artistId={artistId}
          labelKey="app.smart_links.theme.background_image"
          chooseKey="app.smart_links.theme.choose_background"
          removeKey="app.smart_links.theme.remove_background"
          dialogTitleKey="app.smart_links.theme.background_dialog_title"
        />
        <Stack spacing={1.5}>
          <SignatureSwitch />
          <SignatureParts artistId={artistId} />
        </Stack>
        <CustomCssInput />
      </Stack>
    </SectionCard>
  );
};
