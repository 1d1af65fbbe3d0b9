import { useEffect, useState } from 'react';

/** How far the page scrolls down before the header slides away (MUI's useScrollTrigger's). */
const THRESHOLD_PX = 100;

/**
 * Whether the page has been scrolled down past the header (and not back up since): MUI's
 * `useScrollTrigger`, except that nothing is read at mount. MUI's reads the page's scroll offset
 * while the screen renders, which makes the browser lay the half-built page out once more
 * before the first rows can show (about 11 ms on the artists list, twice: header and sidebar).
 * A page starts at the top; only a scroll changes the answer, read when the scroll happens.
 */
export const useScrolledDown = (): boolean => {
  const [scrolledDown, setScrolledDown] = useState(false);
  useEffect(() => {
    // Not read here: reading a scroll offset right after the first render is what lays the page
    // out early. A page opens at the top; one restored lower by a reload sends a scroll event.
    let previous = 0;
    const onScroll = () => {
      const current = window.scrollY;
      // Scrolling back up shows the header again at once, as MUI's hysteresis does.
      setScrolledDown(current >= previous && current > THRESHOLD_PX);
      previous = current;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return scrolledDown;
};
