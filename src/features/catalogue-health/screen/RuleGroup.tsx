// One rule's group: a heading with its count (a button that opens the group's records), why it
// matters, then the records with the group's fixes. A rule with nothing to fix stays one quiet
// line, still a heading, so the list of rules is complete and its counts can be read in order.
import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import DownloadIcon from '@mui/icons-material/Download';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Box, Button, ButtonBase, Chip, Stack, Typography } from '@mui/material';
import { useId, useRef } from 'react';
import { useLocaleState, useTranslate, type RaRecord } from 'react-admin';
import type { Finding, HealthKind, HealthRule } from '@/components/catalogueHealth/model/types';
import { BulkFixButton } from './BulkFix';
import { FindingsTable } from './FindingsTable';
import { downloadHealthCsv } from './healthCsv';
import { groupElementId } from './healthKinds';

export interface RuleGroupProps {
  rule: HealthRule;
  findings: readonly Finding[];
  open: boolean;
  onToggle: () => void;
  onSaved: (kind: HealthKind, record: RaRecord) => void;
}

export const RuleGroup = ({ rule, findings, open, onToggle, onSaved }: RuleGroupProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const panelId = useId();
  const toggleRef = useRef<HTMLButtonElement>(null);
  // A fixed record's row leaves the table, its input with it: the focus goes back to the group.
  const saved = (kind: HealthKind, record: RaRecord) => {
    onSaved(kind, record);
    toggleRef.current?.focus();
  };
  const title = translate(`app.catalogue_health.rules.${rule.id}.title`);
  const count = findings.length;
  const problems = translate('app.catalogue_health.problems', {
    smart_count: count,
    count,
  });
  const noProblems = translate('app.catalogue_health.no_problems');
  // Named in one piece ("UPC malformed: 2 problems"): the title and its chip, being flex items,
  // would otherwise be read with no separator, or a space before the colon.
  const named = (counted: string) =>
    `${title}${translate('app.catalogue_health.separator')}${counted}`;

  if (count === 0) {
    return (
      <Box component="li" id={groupElementId(rule.id)} sx={{ py: 0.5 }}>
        <Typography
          component="h3"
          aria-label={named(noProblems)}
          variant="body2"
          sx={{ color: 'text.secondary', display: 'flex', alignItems: 'center', gap: 1 }}
        >
          <CheckCircleOutlineIcon fontSize="small" color="success" aria-hidden />
          <span>{title}</span>
          <Chip component="span" size="small" variant="outlined" label={noProblems} />
        </Typography>
      </Box>
    );
  }

  return (
    <Box component="li" id={groupElementId(rule.id)} sx={{ py: 1 }}>
      <Typography component="h3" variant="subtitle1" aria-label={named(problems)} sx={{ m: 0 }}>
        <ButtonBase
          ref={toggleRef}
          aria-label={named(problems)}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={onToggle}
          sx={{
            gap: 1,
            px: 1,
            py: 0.5,
            ml: -1,
            borderRadius: 1,
            font: 'inherit',
            textAlign: 'start',
            '&.Mui-focusVisible': {
              outline: 2,
              outlineStyle: 'solid',
              outlineColor: 'primary.main',
            },
          }}
        >
          <ExpandMoreIcon
            aria-hidden
            sx={{ transform: open ? 'rotate(180deg)' : 'none', transition: 'transform 150ms' }}
          />
          <span>{title}</span>
          <Chip component="span" size="small" color="warning" label={problems} />
        </ButtonBase>
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', ml: 4 }}>
        {translate(`app.catalogue_health.rules.${rule.id}.why`)}
      </Typography>
      {open && (
        <Box id={panelId} sx={{ mt: 1.5, ml: { sm: 4 } }}>
          <Stack direction="row" spacing={1} sx={{ mb: 1, flexWrap: 'wrap' }} useFlexGap>
            {rule.fix.type === 'bulk' && (
              <BulkFixButton resource={rule.fix.resource} findings={findings} />
            )}
            <Button
              size="small"
              variant="outlined"
              startIcon={<DownloadIcon />}
              aria-label={translate('app.catalogue_health.export_label', { title })}
              onClick={() => downloadHealthCsv(title, findings, translate, locale)}
            >
              {translate('app.catalogue_health.export')}
            </Button>
          </Stack>
          <FindingsTable rule={rule} title={title} findings={findings} onSaved={saved} />
        </Box>
      )}
    </Box>
  );
};
