import { Breadcrumbs, Link, Typography } from '@mui/material';
import type { Ref } from 'react';
import { useTranslate } from 'react-admin';
import type { MediaFileType } from '@/api/types';
import { categoryLabelKey, typeLabelKey } from '../mediaCategories';
import type { MediaPath } from '../mediaFolders';

export interface MediaBreadcrumbsProps {
  fileType: MediaFileType;
  path: MediaPath;
  onNavigate: (path: MediaPath) => void;
  /** The current level's name, focusable from script: the focus lands there after a move. */
  currentRef?: Ref<HTMLSpanElement>;
}

/** Photos › Album covers › Lumieres-EP: each level above the current one leads back to it. */
export const MediaBreadcrumbs = ({
  fileType,
  path,
  onNavigate,
  currentRef,
}: MediaBreadcrumbsProps) => {
  const translate = useTranslate();
  const levels: { label: string; to: MediaPath }[] = [
    { label: translate(typeLabelKey(fileType)), to: { category: null, subfolder: null } },
  ];
  if (path.category) {
    levels.push({
      label: translate(categoryLabelKey(path.category)),
      to: { category: path.category, subfolder: null },
    });
    if (path.subfolder) levels.push({ label: path.subfolder, to: path });
  }
  const current = levels.length - 1;
  return (
    <Breadcrumbs
      separator="›"
      aria-label={translate('app.media.library.breadcrumb')}
      sx={{ minWidth: 0 }}
    >
      {levels.map((level, index) =>
        index === current ? (
          <Typography
            key={index}
            ref={currentRef}
            component="span"
            tabIndex={-1}
            aria-current="page"
            sx={{ color: 'text.primary' }}
          >
            {level.label}
          </Typography>
        ) : (
          <Link
            key={index}
            component="button"
            type="button"
            underline="hover"
            color="inherit"
            onClick={() => onNavigate(level.to)}
          >
            {level.label}
          </Link>
        ),
      )}
    </Breadcrumbs>
  );
};
