import { BulkActionsToolbar, useListContext } from 'react-admin';
import { PostsBulkActions } from './PostsBulkActions';

/**
 * react-admin's bulk actions bar, taken out of the page while no post is selected. Its own way
 * of hiding it (no height, clipped) left "Unselect", "Approve" and "Send to Artist" in the Tab
 * order, reached without a visible focus; `hidden` takes them out of reach and out of the
 * accessibility tree. It stays mounted, so that the bulk approval can still move the focus once
 * the bar has gone.
 */
export const PostsBulkToolbar = ({ campaignId }: { campaignId: number }) => {
  const { selectedIds } = useListContext();
  return (
    <div hidden={selectedIds.length === 0}>
      <BulkActionsToolbar>
        <PostsBulkActions campaignId={campaignId} />
      </BulkActionsToolbar>
    </div>
  );
};
