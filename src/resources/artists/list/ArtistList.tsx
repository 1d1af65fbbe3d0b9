import { Link as MuiLink, Typography } from '@mui/material';
import { DataTable, List, useNotify, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '../../../api/types';
import { AuthenticatedImage } from '../../../components/AuthenticatedImage';
import { LocaleDateField } from '../../../components/LocaleDateField';
import { serverMessageOr } from '../../../lib/errorMessage';
import { shouldRetry } from '../../../providers/queryClient';
import { artistPaths } from '../routes';
import { ArtistListActions } from './ArtistListActions';
import { ArtistListEmpty } from './ArtistListEmpty';
import { ArtistListError } from './ArtistListError';
import { ArtistPagination } from './ArtistPagination';
import { ArtistRowActions } from './ArtistRowActions';
import { ArtistStats } from './ArtistStats';
import { ArtistStatusChip } from './ArtistStatusChip';
import { EmailText } from './EmailText';
import { GenreChips } from './GenreChips';
import { SingingLanguages } from './SingingLanguages';
import { useArtistExporter } from './useArtistExporter';
import { useArtistFilters } from './useArtistFilters';
import { VerifiedMark } from './VerifiedMark';

const Column = DataTable.Col<Artist>;

// Columns give way as the screen narrows (the sidebar takes 240px from sm up): stage name,
// status and actions always; real name and verified from md; email, genres and languages from
// lg; the creation date from xl.
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };
const FROM_XL = { display: { xs: 'none', xl: 'table-cell' } };

const listSx = {
  // Any width the table still lacks scrolls inside the card, instead of widening the whole
  // page and pushing the Export button and the stats off screen.
  contain: 'inline-size',
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // Narrower gutters between cells, the usual ones at the card's edges.
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
};

// react-admin's rowClick "edit" or "show" would build /artists/{id} or /artists/{id}/show, but
// /artists/{id} is this app's detail screen and has no /show: name the path outright.
const openDetail = (id: Identifier) => artistPaths.detail(id);

/** The artist list (spec 2, Artist list): filters, stats, table, pagination, delete. */
export const ArtistList = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const filters = useArtistFilters();
  const exporter = useArtistExporter();

  // Replaces react-admin's own load-error notification: the server's words, else the spec's.
  const onLoadError = (error: unknown) => {
    const message = serverMessageOr(error, 'app.artists.list.load_failed');
    notify(message, { type: 'error', messageArgs: { _: message } });
  };

  return (
    <>
      <Typography component="h1" variant="h4" sx={{ mt: 2 }}>
        {translate('app.artists.list.title')}
      </Typography>
      <List<Artist>
        title="app.artists.list.title"
        filters={filters}
        actions={<ArtistListActions />}
        sort={{ field: 'createdAt', order: 'DESC' }}
        perPage={10}
        exporter={exporter}
        // The app's retry policy (one retry on a server or network failure), not List's none.
        queryOptions={{ onError: onLoadError, retry: shouldRetry }}
        pagination={<ArtistPagination />}
        // Keep the filters on screen when nothing exists: the table says "No artists found".
        empty={false}
        error={<ArtistListError />}
        sx={listSx}
      >
        <ArtistStats />
        <DataTable<Artist>
          bulkActionButtons={false}
          rowClick={openDetail}
          empty={<ArtistListEmpty />}
        >
          <Column
            source="profileImageUrl"
            label="resources.artists.fields.profileImage"
            disableSort
            render={(artist) => (
              <AuthenticatedImage
                variant="avatar"
                src={artist.profileImageUrl}
                alt={artist.stageName}
                fallbackText={artist.stageName}
              />
            )}
          />
          <Column
            source="stageName"
            render={(artist) => (
              // A real link, so the detail is reachable with the keyboard too.
              <MuiLink
                component={Link}
                to={artistPaths.detail(artist.id)}
                underline="hover"
                sx={{ fontWeight: 500 }}
                onClick={(event) => event.stopPropagation()}
              >
                {artist.stageName}
              </MuiLink>
            )}
          />
          <Column source="realName" sx={FROM_MD} />
          <Column
            source="email"
            sx={FROM_LG}
            render={(artist) => <EmailText email={artist.email} />}
          />
          <Column
            source="genres"
            disableSort
            sx={FROM_LG}
            render={(artist) => <GenreChips genres={artist.genres} />}
          />
          <Column
            source="singingLanguages"
            disableSort
            sx={FROM_LG}
            render={(artist) => <SingingLanguages languages={artist.singingLanguages} />}
          />
          <Column
            source="status"
            render={(artist) => <ArtistStatusChip status={artist.status} />}
          />
          <Column
            source="isVerified"
            disableSort
            align="center"
            sx={FROM_MD}
            render={(artist) => <VerifiedMark verified={artist.isVerified} />}
          />
          <Column source="createdAt" field={LocaleDateField} sx={FROM_XL} />
          <Column
            label="app.artists.list.actions"
            align="right"
            render={(artist) => <ArtistRowActions artist={artist} />}
          />
        </DataTable>
      </List>
    </>
  );
};
