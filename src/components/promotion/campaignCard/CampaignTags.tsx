import { Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Campaign } from '@/api/types';
import { languageName } from '@/lib/languageNames';
import { platformName } from '@/lib/platformName';

const KEY = 'app.campaigns.screen';

const TagList = ({ label, tags }: { label: string; tags: { key: string; text: string }[] }) => {
  const labelId = useId();
  if (!tags.length) return null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', flexWrap: 'wrap', gap: 0.5 }}>
      <Typography id={labelId} variant="caption" sx={{ color: 'text.secondary', mr: 0.5 }}>
        {label}
      </Typography>
      <Stack
        component="ul"
        aria-labelledby={labelId}
        direction="row"
        sx={{ flexWrap: 'wrap', gap: 0.5, p: 0, m: 0, listStyle: 'none' }}
      >
        {tags.map((tag) => (
          <li key={tag.key}>
            <Chip size="small" variant="outlined" label={tag.text} />
          </li>
        ))}
      </Stack>
    </Stack>
  );
};

/** The campaign's target platforms and content languages, named in the interface language. */
export const CampaignTags = ({ campaign }: { campaign: Campaign }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  return (
    <Stack spacing={0.75}>
      <TagList
        label={translate(`${KEY}.card.platforms`)}
        tags={(campaign.target_platforms ?? []).map((platform) => ({
          key: platform,
          text: platformName(platform),
        }))}
      />
      <TagList
        label={translate(`${KEY}.card.languages`)}
        tags={(campaign.languages ?? []).map((code) => ({
          key: code,
          // "French (Canada)" beside "French (France)", as the wizard offers them.
          text: languageName(code, locale, code, 'standard'),
        }))}
      />
    </Stack>
  );
};
