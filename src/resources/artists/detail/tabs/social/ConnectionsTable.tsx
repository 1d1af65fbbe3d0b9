// Every platform's account: connected or not, the name it shows, when it was last synced.
import {
  Chip,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { DATE_TIME_OPTIONS, useFormatDate } from '@/lib/dates';
import { SocialAccountsGate } from './SocialAccountsGate';

export const ConnectionsTable = ({ artistId }: { artistId: number }) => {
  const translate = useTranslate();
  const formatDate = useFormatDate();
  const t = (key: string) => translate(`app.artists.social.connections.${key}`);
  return (
    <SocialAccountsGate artistId={artistId} labelKey="app.artists.social.connections.caption">
      {(accounts) => (
        <TableContainer>
          <Table size="small" aria-label={t('caption')}>
            <TableHead>
              <TableRow>
                <TableCell scope="col">{t('platform')}</TableCell>
                <TableCell scope="col">{t('state')}</TableCell>
                <TableCell scope="col">{t('display_name')}</TableCell>
                <TableCell scope="col">{t('last_sync')}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {accounts.map((account) => (
                <TableRow key={account.platform}>
                  <TableCell component="th" scope="row">
                    {translate(`app.artists.social.tabs.${account.platform}`)}
                  </TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      color={account.is_connected ? 'success' : 'default'}
                      label={t(account.is_connected ? 'connected' : 'not_connected')}
                    />
                  </TableCell>
                  <TableCell>{account.display_name ?? '—'}</TableCell>
                  <TableCell>
                    {account.last_sync_at
                      ? formatDate(account.last_sync_at, DATE_TIME_OPTIONS)
                      : t('never')}
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </SocialAccountsGate>
  );
};
