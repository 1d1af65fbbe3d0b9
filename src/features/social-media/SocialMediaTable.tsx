import {
  Checkbox,
  Link as MuiLink,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
} from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { Artist } from '../../api/types';
import { artistPath } from '../../resources/artists/paths';
import { FacebookCell } from './FacebookCell';
import { FacebookDetails } from './FacebookDetails';
import { InvitationCell } from './InvitationCell';
import type { InvitationRun } from './useInvitationRun';
import type { ArtistFacebook } from './usePageFacebookStates';

const KEY = 'app.social_media.table';

export interface SocialMediaTableProps {
  artists: readonly Artist[];
  facebookOf: (artistId: number) => ArtistFacebook;
  isSelectable: (artistId: number) => boolean;
  selected: ReadonlySet<number>;
  /** `shift`: a Shift+click, for the range since the last row clicked. */
  onToggle: (artistId: number, shift: boolean) => void;
  onToggleAll: (select: boolean) => void;
  run: InvitationRun;
  onSend: (artist: Artist) => void;
  emptyKey: string;
}

/** The page's artists: selection, name (to the Social tab), Facebook state, invitation. */
export const SocialMediaTable = ({
  artists,
  facebookOf,
  isSelectable,
  selected,
  onToggle,
  onToggleAll,
  run,
  onSend,
  emptyKey,
}: SocialMediaTableProps) => {
  const translate = useTranslate();
  const selectable = artists.filter((artist) => isSelectable(artist.id));
  const chosen = selectable.filter((artist) => selected.has(artist.id)).length;
  return (
    <TableContainer>
      <Table size="small" aria-label={translate(`${KEY}.caption`)}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={chosen > 0 && chosen === selectable.length}
                indeterminate={chosen > 0 && chosen < selectable.length}
                disabled={!selectable.length}
                onChange={(event) => onToggleAll(event.target.checked)}
                slotProps={{ input: { 'aria-label': translate(`${KEY}.select_page`) } }}
              />
            </TableCell>
            <TableCell scope="col">{translate(`${KEY}.artist`)}</TableCell>
            <TableCell scope="col">{translate(`${KEY}.facebook`)}</TableCell>
            <TableCell scope="col" sx={{ display: { xs: 'none', md: 'table-cell' } }}>
              {translate(`${KEY}.details`)}
            </TableCell>
            <TableCell scope="col">{translate(`${KEY}.invitation`)}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {artists.map((artist) => {
            const facebook = facebookOf(artist.id);
            const name = artist.stageName;
            return (
              <TableRow key={artist.id} selected={selected.has(artist.id)}>
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={selected.has(artist.id)}
                    disabled={!isSelectable(artist.id)}
                    onClick={(event) => onToggle(artist.id, event.shiftKey)}
                    slotProps={{
                      input: { 'aria-label': translate(`${KEY}.select_row`, { name }) },
                    }}
                  />
                </TableCell>
                <TableCell component="th" scope="row">
                  <MuiLink
                    component={Link}
                    to={artistPath(artist.id, 'social')}
                    underline="hover"
                    sx={{ fontWeight: 500 }}
                  >
                    {name}
                  </MuiLink>
                </TableCell>
                <TableCell>
                  <FacebookCell name={name} facebook={facebook} />
                </TableCell>
                <TableCell sx={{ display: { xs: 'none', md: 'table-cell' } }}>
                  <FacebookDetails facebook={facebook} />
                </TableCell>
                <TableCell>
                  <InvitationCell
                    name={name}
                    state={facebook.state}
                    outcome={run.outcomeOf(artist.id)}
                    onSend={() => onSend(artist)}
                  />
                </TableCell>
              </TableRow>
            );
          })}
          {!artists.length && (
            <TableRow>
              <TableCell colSpan={5} align="center" sx={{ py: 4 }}>
                {translate(emptyKey)}
              </TableCell>
            </TableRow>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
};
