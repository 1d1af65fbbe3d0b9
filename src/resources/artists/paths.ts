// The artist screens' paths (spec 01, route table). Screens link with these and routes.tsx
// mounts the screens on them, so neither imports the other.
import type { Identifier } from 'react-admin';
import { withTab } from '../../components/tabs/tabPath';

export const artistListPath = '/artists';
export const artistCreatePath = '/artists/create';
export const artistPath = (id: Identifier, tab?: string) => withTab(`/artists/${id}`, tab);
export const artistEditPath = (id: Identifier) => `/artists/${id}/edit`;
