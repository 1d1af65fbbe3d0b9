import { Link as MuiLink, Typography } from '@mui/material';
import { useRef } from 'react';
import { DataTable, List, useTranslate, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '@/api/types';
import { AfterFirstPaint } from '@/components/AfterFirstPaint';
import { AuthenticatedImage } from '@/components/AuthenticatedImage';
import { BulkEditButton } from '@/components/bulkEdit/BulkEditButton';
import { BulkEditProvider } from '@/components/bulkEdit/BulkEditProvider';
import { BulkEditToolbar } from '@/components/bulkEdit/BulkEditToolbar';
import { LocaleDateField } from '@/components/LocaleDateField';
import { useFiltersAfterFirstPaint } from '@/components/list/filterSlots';
import { ListLoadError } from '@/components/list/ListLoadError';
import { NamedSelectBody } from '@/components/list/NamedSelectRows';
import { useListLoadOptions } from '@/components/list/useListLoadOptions';
import { artistBulkEdit } from '@/components/bulkEdit/kinds/artists/artistBulkEdit';
import { artistPath } from '../paths';
import { ArtistListActions } from './ArtistListActions';
import { ArtistListEmpty } from './ArtistListEmpty';
import { ArtistPagination } from './ArtistPagination';
import { ArtistRowActions } from './ArtistRowActions';
import { ArtistStats } from './ArtistStats';
import { ArtistStatusChip } from './ArtistStatusChip';
import { EmailText } from './EmailText';
import { GenreChips } from './GenreChips';
import { ARTIST_LIST_DEFAULTS } from './listDefaults';
import { SingingLanguages } from './SingingLanguages';
import { useArtistExporter } from './useArtistExporter';
import { useArtistFilters } from './useArtistFilters';
import { VerifiedMark } from './VerifiedMark';

const Column = DataTable.Col<Artist>;

// Columns give way as the screen narrows (the sidebar takes 240px from sm up): stage name,
// status and actions always; real name and verified from md; email, genres and languages from
// lg; the creation date from xl. One rule per column for the whole table, by the class
// DataTable gives each of its cells (column-<source>), rather than an sx on every cell: MUI works
// out an sx at each render of each cell, over a hundred of them for a page of artists.
const FROM_MD = { display: { xs: 'none', md: 'table-cell' } };
const FROM_LG = { display: { xs: 'none', lg: 'table-cell' } };
const FROM_XL = { display: { xs: 'none', xl: 'table-cell' } };
const COLUMNS_SHOWN_FROM = {
  '& .column-realName, & .column-isVerified': FROM_MD,
  '& .column-email, & .column-genres, & .column-singingLanguages': FROM_LG,
  '& .column-createdAt': FROM_XL,
};

const listSx = {
  // Any width the table still lacks scrolls inside the card, instead of widening the whole
  // page and pushing the Export button and the stats off screen.
  contain: 'inline-size',
  '& .RaDataTable-tableWrapper': { overflowX: 'auto' },
  // Narrower gutters between cells, the usual ones at the card's edges.
  '& .MuiTableCell-root': { px: 1 },
  '& .MuiTableCell-root:first-of-type': { pl: 2 },
  '& .MuiTableCell-root:last-of-type': { pr: 2 },
  // The stage name's link (a rule here, not an sx on each row's link).
  '& .column-stageName a': { fontWeight: 500 },
  // The row's two small icon buttons (30 px each, 4 px apart), before they come.
  '& .row-actions': { minWidth: 64 },
  ...COLUMNS_SHOWN_FROM,
};

// react-admin's rowClick "edit" or "show" would build /artists/{id} or /artists/{id}/show, but
// /artists/{id} is this app's detail screen and has no /show: name the path outright.
const openDetail = (id: Identifier) => artistPath(id);

const LOAD_FAILED = 'app.artists.list.load_failed';

/** The artist list (spec 2, Artist list): filters, stats, table, pagination, delete. */
export const ArtistList = () => {
  const translate = useTranslate();
  // The inputs come once the rows are on screen, their places kept (filterSlots.tsx).
  const filters = useFiltersAfterFirstPaint(useArtistFilters());
  const exporter = useArtistExporter();
  const queryOptions = useListLoadOptions(LOAD_FAILED);
  // The focus goes here when a delete leaves no row on the page.
  const heading = useRef<HTMLHeadingElement>(null);
  const focusHeading = () => heading.current;

  return (
    <BulkEditProvider config={artistBulkEdit}>
      <Typography ref={heading} component="h1" variant="h4" tabIndex={-1} sx={{ mt: 2 }}>
        {translate('app.artists.list.title')}
      </Typography>
      <List<Artist>
        title="app.artists.list.title"
        filters={filters}
        actions={<ArtistListActions />}
        sort={ARTIST_LIST_DEFAULTS.sort}
        perPage={ARTIST_LIST_DEFAULTS.perPage}
        exporter={exporter}
        queryOptions={queryOptions}
        // Below the table: it comes once the rows are on screen and moves nothing.
        pagination={
          <AfterFirstPaint>
            <ArtistPagination />
          </AfterFirstPaint>
        }
        // Keep the filters on screen when nothing exists: the table says "No artists found".
        empty={false}
        error={<ListLoadError message={LOAD_FAILED} />}
        sx={listSx}
      >
        <ArtistStats />
        <DataTable<Artist>
          bulkActionButtons={<BulkEditButton />}
          bulkActionsToolbar={<BulkEditToolbar />}
          body={NamedSelectBody}
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
                to={artistPath(artist.id)}
                underline="hover"
                onClick={(event) => event.stopPropagation()}
              >
                {artist.stageName}
              </MuiLink>
            )}
          />
          <Column source="realName" />
          <Column source="email" render={(artist) => <EmailText email={artist.email} />} />
          <Column
            source="genres"
            disableSort
            render={(artist) => <GenreChips genres={artist.genres} />}
          />
          <Column
            source="singingLanguages"
            disableSort
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
            render={(artist) => <VerifiedMark verified={artist.isVerified} />}
          />
          <Column source="createdAt" field={LocaleDateField} />
          <Column
            label="app.artists.list.actions"
            align="right"
            render={(artist) => (
              // Each row's buttons come once the rows are on screen, in a place of their size
              // (.row-actions): the columns keep their widths, the rows their height (the
              // avatars are taller).
              <div className="row-actions">
                <AfterFirstPaint>
                  <ArtistRowActions artist={artist} focusFallback={focusHeading} />
                </AfterFirstPaint>
              </div>
            )}
          />
        </DataTable>
      </List>
    </BulkEditProvider>
  );
};
