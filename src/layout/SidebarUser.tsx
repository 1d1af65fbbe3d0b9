import { Avatar, Box, Skeleton, Typography } from '@mui/material';
import { useGetIdentity, useTranslate } from 'react-admin';

/** The signed-in user's name (or e-mail) and role, at the foot of the sidebar. */
export const SidebarUser = ({ compact = false }: { compact?: boolean }) => {
  const translate = useTranslate();
  const { identity, isPending } = useGetIdentity();
  if (isPending) return <Skeleton variant="rounded" height={40} />;
  if (!identity) return null;
  const name = String(identity.fullName ?? '');
  const role = typeof identity.role === 'string' ? identity.role : '';
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 1.5, minWidth: 0 }}>
      <Avatar sx={{ width: 32, height: 32, bgcolor: 'primary.main', fontSize: 14 }} aria-hidden>
        {name.charAt(0).toUpperCase()}
      </Avatar>
      {!compact && (
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="body2" noWrap title={name} sx={{ fontWeight: 600 }}>
            {name}
          </Typography>
          {role && (
            <Typography variant="caption" color="text.secondary" noWrap>
              {translate(`app.roles.${role}`, { _: role })}
            </Typography>
          )}
        </Box>
      )}
    </Box>
  );
};
