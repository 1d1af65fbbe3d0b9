// The album screens' paths (spec 01, route table): the detail is the singular /album/{id}.
import type { Identifier } from 'react-admin';
import { withTab } from '../../components/tabs/tabPath';

export const albumListPath = '/albums';
export const albumPath = (id: Identifier, tab?: string) => withTab(`/album/${id}`, tab);
