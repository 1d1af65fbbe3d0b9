import { Alert, AlertTitle, Chip, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CampaignPost } from '@/api/types';
import { platformName } from '@/lib/platformName';
import { PostStatusChip } from '../PostStatusChip';
import { usePostFormat } from '../usePostFormat';
import { DrawerSection, DrawerText } from './DrawerSection';

const KEY = 'app.campaigns.drawer';

/** Where the post goes and where it stands: platform, language, status, paid, template; why the
 * artist rejected it; its caption. */
export const PostSummary = ({ post, currency }: { post: CampaignPost; currency: string }) => {
  const translate = useTranslate();
  const format = usePostFormat(currency);
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <Chip size="small" label={platformName(post.platform)} />
        <Chip size="small" label={format.language(post)} />
        <PostStatusChip status={post.status} />
        {post.is_paid_promotion && (
          <Chip size="small" color="primary" label={translate(`${KEY}.paid`)} />
        )}
      </Stack>
      {post.template_name && (
        <DrawerSection title={translate(`${KEY}.template`)}>
          <DrawerText>{post.template_name}</DrawerText>
        </DrawerSection>
      )}
      {post.status === 'rejected_by_artist' && post.rejection_reason && (
        <Alert severity="error" variant="outlined">
          <AlertTitle>{translate(`${KEY}.rejection_reason`)}</AlertTitle>
          {post.rejection_reason}
        </Alert>
      )}
      <DrawerSection title={translate(`${KEY}.caption`)}>
        {post.caption ? (
          <DrawerText>{post.caption}</DrawerText>
        ) : (
          <DrawerText muted>{translate(`${KEY}.no_caption`)}</DrawerText>
        )}
      </DrawerSection>
    </Stack>
  );
};
