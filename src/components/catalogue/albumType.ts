import { useCallback } from 'react';
import { useTranslate } from 'react-admin';

/**
 * Single, EP or LP in the interface language. A type the interface does not know (the server
 * may add one) shows the server's own label when there is one, else its value.
 */
export function useAlbumTypeName(): (type: string, serverLabel?: string) => string {
  const translate = useTranslate();
  return useCallback(
    (type, serverLabel) =>
      translate(`app.catalogue.album_type.${type}`, { _: serverLabel ?? type }),
    [translate],
  );
}
