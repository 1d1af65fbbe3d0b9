import { useEffect, useState } from 'react';
import { TitlePortal } from 'react-admin';
import { useDocumentTitle } from '@/components/pageTitle/useDocumentTitle';

/** The element react-admin's <Title> renders into (TitlePortal gives it this id). */
const TITLE_PORTAL_ID = 'react-admin-title';

/**
 * The header's page title, also the browser tab's. Every screen names itself in the header with
 * react-admin's <Title> (its own, or the one <List>, <Edit> and <Create> render from the
 * resource's name), a detail screen with its record's name: reading the header's text keeps the
 * tab's title one with it, in the interface language, without a line in every screen.
 */
export const HeaderTitle = () => {
  const [pageName, setPageName] = useState<string>();
  useDocumentTitle(pageName);

  useEffect(() => {
    const portal = document.getElementById(TITLE_PORTAL_ID);
    if (!portal) return undefined;
    // Titles come and go through a React portal, and change with the language or the record.
    const read = () => setPageName(portal.textContent?.trim() || undefined);
    read();
    const observer = new MutationObserver(read);
    observer.observe(portal, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, []);

  return <TitlePortal />;
};
