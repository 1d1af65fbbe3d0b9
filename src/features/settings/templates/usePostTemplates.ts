// The label's post templates (GET /settings/post-templates), read when the tab is first opened.
import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { LabelDataProvider } from '@/providers/data';

export function usePostTemplates() {
  const dataProvider = useDataProvider<LabelDataProvider>();
  return useQuery({
    queryKey: ['settings', 'post-templates'],
    queryFn: async () => (await dataProvider.getPostTemplates()).data,
  });
}
