import Slide from '@mui/material/Slide';
import type { ReactElement } from 'react';
import { useScrolledDown } from './useScrolledDown';

/**
 * The header's container: slides the header away while the page is scrolled down, back when
 * scrolled up (react-admin's HideOnScroll, on a scroll reading that costs nothing at mount).
 */
export const HeaderOnScroll = ({
  children,
  className,
}: {
  children: ReactElement;
  className?: string;
}) => (
  <Slide appear={false} direction="down" in={!useScrolledDown()} className={className}>
    {children}
  </Slide>
);
