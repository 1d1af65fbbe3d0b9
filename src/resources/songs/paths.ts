// The song screens' paths (spec 01, route table): the detail is the singular /song/{id}.
import type { Identifier } from 'react-admin';
import { withTab } from '../../components/tabs/tabPath';

export const songListPath = '/songs';
export const songPath = (id: Identifier, tab?: string) => withTab(`/song/${id}`, tab);
