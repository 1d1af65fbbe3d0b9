// The dashboard's catalogue health card (issue 40): the total of problems and the largest groups,
// each a link to its group on the screen. It reads the kept report only: opening the dashboard
// never starts a read of the whole catalogue.
import HealthAndSafetyIcon from '@mui/icons-material/HealthAndSafety';
import {
  Avatar,
  Card,
  CardContent,
  Link as MuiLink,
  List,
  ListItem,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { useCatalogueHealth } from '../../components/catalogueHealth/check';
import type { HealthReport } from '../../components/catalogueHealth/model/types';
import { catalogueHealthPath, groupPath } from '../catalogue-health/paths';
import { useRelativeTime } from '../../lib/relativeTime';

/** How many groups the card names. */
export const WORST_GROUPS = 3;

/** The groups with the most problems, largest first (the rules' order among equals). */
export const worstGroups = (report: HealthReport) =>
  report.groups
    .filter((group) => group.findings.length > 0)
    .map((group, index) => ({ group, index }))
    .sort((a, b) => b.group.findings.length - a.group.findings.length || a.index - b.index)
    .slice(0, WORST_GROUPS)
    .map(({ group }) => group);

const T = 'app.catalogue_health.card';

export const CatalogueHealthCard = () => {
  const translate = useTranslate();
  const relativeTime = useRelativeTime();
  const headingId = useId();
  const { report, loaded } = useCatalogueHealth({ autoCheck: false });
  const total = report?.groups.reduce((sum, group) => sum + group.findings.length, 0) ?? 0;

  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={!loaded}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
          <Avatar
            aria-hidden
            sx={{ bgcolor: 'warning.main', color: 'warning.contrastText', width: 48, height: 48 }}
          >
            <HealthAndSafetyIcon />
          </Avatar>
          <Stack spacing={1} sx={{ minWidth: 0, flex: 1 }}>
            <Typography
              id={headingId}
              component="h2"
              variant="subtitle2"
              sx={{ color: 'text.secondary' }}
            >
              {translate(`${T}.title`)}
            </Typography>
            {!loaded ? (
              <Skeleton width="12ch" />
            ) : report ? (
              <>
                <Typography component="p" variant="h5">
                  {total
                    ? translate(`${T}.total`, { smart_count: total, count: total })
                    : translate(`${T}.all_clear`)}
                </Typography>
                <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                  {translate(`${T}.checked`, { time: relativeTime(report.checkedAt) })}
                </Typography>
                {total > 0 && (
                  <List dense disablePadding aria-label={translate(`${T}.worst`)}>
                    {worstGroups(report).map((group) => (
                      <ListItem key={group.ruleId} disableGutters>
                        <MuiLink component={Link} to={groupPath(group.ruleId)}>
                          {translate(`${T}.group_link`, {
                            title: translate(`app.catalogue_health.rules.${group.ruleId}.title`),
                            count: group.findings.length,
                          })}
                        </MuiLink>
                      </ListItem>
                    ))}
                  </List>
                )}
                <MuiLink component={Link} to={catalogueHealthPath}>
                  {translate(`${T}.open`)}
                </MuiLink>
              </>
            ) : (
              <MuiLink component={Link} to={catalogueHealthPath}>
                {translate(`${T}.check`)}
              </MuiLink>
            )}
          </Stack>
        </Stack>
      </CardContent>
    </Card>
  );
};
