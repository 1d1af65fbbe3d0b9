import CheckIcon from '@mui/icons-material/Check';
import CloseIcon from '@mui/icons-material/Close';
import { Box, Button, Paper, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import type { Material } from '@/api/types';
import { DATE_TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { MaterialFileLink } from './MaterialFileLink';
import { MaterialStatusChip } from './MaterialStatusChip';
import type { Review } from './useReviewMaterial';

const KEY = 'app.campaigns.materials';

const Fact = ({ label, children }: { label: string; children: ReactNode }) => (
  <>
    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
      {label}
    </Typography>
    <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
      {children}
    </Typography>
  </>
);

export interface MaterialReviewItemProps {
  material: Material;
  /** A review of this or another material is on its way: no second one meanwhile. */
  busy: boolean;
  onReview: (review: Review) => void;
}

/** The element of a material in the list, which takes the focus once it is decided. */
export const materialItemId = (id: Material['id']) => `material-item-${id}`;

/** One material of a post: what was asked, what the artist sent, and the decision. */
export const MaterialReviewItem = ({ material, busy, onReview }: MaterialReviewItemProps) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const name = material.asset_description;
  const notSet = translate(`${KEY}.not_set`);
  const headingId = `material-${material.id}`;

  return (
    <Paper
      component="li"
      id={materialItemId(material.id)}
      tabIndex={-1}
      variant="outlined"
      aria-labelledby={headingId}
      sx={{ p: 2 }}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography variant="overline" sx={{ lineHeight: 1.5 }}>
          {translate(`${KEY}.asset_type.${material.asset_type}`, { _: material.asset_type })}
        </Typography>
        <MaterialStatusChip status={material.status} />
      </Stack>
      <Typography id={headingId} variant="subtitle1" component="h3" sx={{ mb: 1 }}>
        {name}
      </Typography>
      <Box
        component="dl"
        sx={{
          display: 'grid',
          gridTemplateColumns: 'max-content 1fr',
          columnGap: 2,
          rowGap: 0.5,
          m: 0,
        }}
      >
        <Fact label={translate(`${KEY}.fields.specs`)}>{material.required_specs || notSet}</Fact>
        <Fact label={translate(`${KEY}.fields.submitted_at`)}>
          {material.submitted_at ? (
            <time dateTime={material.submitted_at}>
              {formatDate(material.submitted_at, DATE_TIME_OPTIONS)}
            </time>
          ) : (
            notSet
          )}
        </Fact>
        <Fact label={translate(`${KEY}.fields.notes`)}>{material.artist_notes || notSet}</Fact>
        <Fact label={translate(`${KEY}.fields.file`)}>
          <MaterialFileLink material={material} />
        </Fact>
      </Box>
      {material.status === 'submitted' && (
        <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
          <Button
            color="error"
            startIcon={<CloseIcon />}
            disabled={busy}
            onClick={() => onReview('reject')}
            aria-haspopup="dialog"
            aria-label={translate(`${KEY}.review.reject_label`, { name })}
          >
            {translate(`${KEY}.review.reject`)}
          </Button>
          <Button
            variant="contained"
            color="success"
            startIcon={<CheckIcon />}
            disabled={busy}
            onClick={() => onReview('approve')}
            aria-label={translate(`${KEY}.review.approve_label`, { name })}
          >
            {translate(`${KEY}.review.approve`)}
          </Button>
        </Stack>
      )}
    </Paper>
  );
};
