// The materials of one post, opened from the posts view: what the artist sent for each item,
// approved or rejected when submitted, then the list reloads.
import RefreshIcon from '@mui/icons-material/Refresh';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Material } from '@/api/types';
import { MaterialReviewItem, materialItemId } from './MaterialReviewItem';
import { MaterialsLoadState } from './MaterialsLoadState';
import { usePostMaterials } from './materialsQueries';
import { RejectMaterialDialog } from './RejectMaterialDialog';
import { useReviewMaterial } from './useReviewMaterial';

const KEY = 'app.campaigns.materials';

export interface MaterialsReviewDialogProps {
  campaignId: number;
  postId: number;
  open: boolean;
  onClose: () => void;
}

export function MaterialsReviewDialog({
  campaignId,
  postId,
  open,
  onClose,
}: MaterialsReviewDialogProps) {
  const translate = useTranslate();
  const titleId = useId();
  const materials = usePostMaterials(campaignId, postId, open);
  const review = useReviewMaterial(campaignId);
  const title = translate(`${KEY}.review.title`, { id: postId });
  // A rejection is asked first, with its optional reason; an approval is not.
  const [rejecting, setRejecting] = useState<Material | null>(null);
  // A decided material loses its buttons, the focused one with them: once the list shows the
  // decision, the focus goes to the material itself instead of falling to the dialog.
  const decided = useRef<Material['id'] | null>(null);
  useEffect(() => {
    const id = decided.current;
    if (id === null || rejecting) return;
    const status = materials.data?.find((m) => m.id === id)?.status;
    if (!status || status === 'submitted') return;
    document.getElementById(materialItemId(id))?.focus();
    decided.current = null;
  }, [materials.data, rejecting]);

  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="md">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <MaterialsLoadState query={materials} emptyText={translate(`${KEY}.review.empty`)}>
          <Stack
            component="ul"
            spacing={1.5}
            aria-label={translate(`${KEY}.review.list`, { id: postId })}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
          >
            {materials.data?.map((material) => (
              <MaterialReviewItem
                key={material.id}
                material={material}
                busy={review.isPending}
                onReview={(decision) =>
                  decision === 'reject'
                    ? setRejecting(material)
                    : review.mutate(
                        { material, review: decision },
                        { onSuccess: () => (decided.current = material.id) },
                      )
                }
              />
            ))}
          </Stack>
        </MaterialsLoadState>
      </DialogContent>
      <DialogActions>
        <Button
          startIcon={<RefreshIcon />}
          onClick={() => void materials.refetch()}
          disabled={materials.isFetching}
        >
          {translate(`${KEY}.reload`)}
        </Button>
        <Button variant="contained" onClick={onClose}>
          {translate(`${KEY}.close`)}
        </Button>
      </DialogActions>
      <RejectMaterialDialog
        material={rejecting}
        postId={postId}
        busy={review.isPending}
        onCancel={() => setRejecting(null)}
        onReject={(material, reason) =>
          review.mutate(
            { material, review: 'reject', reason },
            {
              onSuccess: () => (decided.current = material.id),
              onSettled: () => setRejecting(null),
            },
          )
        }
      />
    </Dialog>
  );
}
