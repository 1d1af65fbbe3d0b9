import { useState } from 'react';
import { useTranslate } from 'react-admin';
import type { Material } from '@/api/types';
import { ReasonDialog } from '@/components/reason/ReasonDialog';

const KEY = 'app.campaigns.materials.review';

export interface RejectMaterialDialogProps {
  /** The material asked about; null while none is. */
  material: Material | null;
  postId: number;
  busy: boolean;
  onCancel: () => void;
  /** Called with the trimmed reason, '' when none was given. */
  onReject: (material: Material, reason: string) => void;
}

/** Asks before a material is rejected, with a reason the artist may read (optional). */
export const RejectMaterialDialog = ({
  material,
  postId,
  busy,
  onCancel,
  onReject,
}: RejectMaterialDialogProps) => {
  const translate = useTranslate();
  // The material stays named while the dialog fades out after the answer.
  const [shown, setShown] = useState(material);
  if (material && material !== shown) setShown(material);
  const name = shown?.asset_description ?? '';
  return (
    <ReasonDialog
      open={material !== null}
      draft={{ form: 'material-reject-reason', recordId: shown?.id ?? 0 }}
      required={false}
      texts={{
        title: translate(`${KEY}.reject_title`, { name }),
        content: translate(`${KEY}.reject_text`, { id: postId }),
        label: translate(`${KEY}.reason`),
        hint: translate(`${KEY}.reason_hint`),
        cancel: translate(`${KEY}.cancel`),
        confirm: translate(`${KEY}.reject`),
      }}
      busy={busy}
      onCancel={onCancel}
      onConfirm={(reason) => {
        if (material) onReject(material, reason);
      }}
    />
  );
};
