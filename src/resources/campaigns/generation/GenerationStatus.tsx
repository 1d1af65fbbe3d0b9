import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlineOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { useTranslate, type Identifier } from 'react-admin';
import { ElapsedTime } from '@/components/promotion/ElapsedTime';
import { resultSeverity, resultText } from './generationText';
import { useCampaignGeneration } from './useCampaignGeneration';

export interface GenerationStatusProps {
  campaignId: Identifier;
}

const ICONS = {
  success: CheckCircleOutlineIcon,
  info: InfoOutlinedIcon,
  warning: WarningAmberIcon,
  error: ErrorOutlineIcon,
};

/**
 * On a campaign's card: the running generation (an indeterminate bar, since the server gives no
 * progress, and the elapsed time), or how the last one ended. The status line is a polite live
 * region that speaks when a run starts and ends; the ticking time stays outside it.
 */
export function GenerationStatus({ campaignId }: GenerationStatusProps) {
  const translate = useTranslate();
  const { running, startedAt, lastResult } = useCampaignGeneration(campaignId);
  const severity = lastResult && resultSeverity(lastResult);
  const Icon = severity ? ICONS[severity] : null;
  // News, not an outcome to colour: the plain secondary text (info.main is too light on paper).
  const color = severity === 'info' ? 'text.secondary' : severity ? `${severity}.main` : undefined;

  return (
    <Box>
      <Stack
        role="status"
        direction="row"
        spacing={0.75}
        sx={{ alignItems: 'center', color: running ? 'text.secondary' : color }}
      >
        {running ? (
          <Typography variant="body2">
            {translate('app.campaigns.posts.generation.running')}
          </Typography>
        ) : (
          lastResult &&
          Icon && (
            <>
              <Icon fontSize="small" aria-hidden />
              <Typography variant="body2">{resultText(lastResult, translate)}</Typography>
            </>
          )
        )}
      </Stack>
      {running && (
        <>
          <LinearProgress
            aria-label={translate('app.campaigns.posts.generation.progress')}
            sx={{ my: 0.75 }}
          />
          {startedAt !== undefined && (
            <Typography variant="caption" sx={{ color: 'text.secondary' }}>
              <ElapsedTime since={startedAt} />
            </Typography>
          )}
        </>
      )}
    </Box>
  );
}
