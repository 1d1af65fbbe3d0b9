import { useEffect, useState } from 'react';

/**
 * `flag`, true only once it has stayed true for `delayMs`, and false again at once: for what
 * shows a wait (a dimmed view), which a wait shorter than that should never have to draw.
 */
export function useLateFlag(flag: boolean, delayMs: number): boolean {
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!flag) return;
    const timer = setTimeout(() => setLate(true), delayMs);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [flag, delayMs]);
  return flag && late;
}
