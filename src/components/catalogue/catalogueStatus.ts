import { CATALOGUE_STATUSES } from '../../api/catalogueStatuses';

/** i18n key of a song's or an album's status name. */
export const catalogueStatusKey = (status: string): string => `app.catalogue.status.${status}`;

/** The statuses as choices of a select (input or filter), named as the status chips name them. */
export const CATALOGUE_STATUS_CHOICES = CATALOGUE_STATUSES.map((status) => ({
  id: status,
  name: catalogueStatusKey(status),
}));
