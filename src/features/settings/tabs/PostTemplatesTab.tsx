import ViewListIcon from '@mui/icons-material/ViewList';
import { useTranslate } from 'react-admin';
import { EmptyState } from '../../../components/detail/EmptyState';

/** A placeholder (spec 2): no templates are listed. */
export const PostTemplatesTab = () => {
  const translate = useTranslate();
  return (
    <EmptyState
      icon={<ViewListIcon />}
      title={translate('app.settings.templates.title')}
      hint={translate('app.settings.templates.empty')}
    />
  );
};
