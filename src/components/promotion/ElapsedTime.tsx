import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { now } from '../../lib/clock';
import { formatDuration } from '../../lib/duration';

const TICK_MS = 1_000;

/** The clock's time, read again every second (so a test that moves the clock sees it move). */
function useTickingNow(): number {
  const [time, setTime] = useState(now);
  useEffect(() => {
    const timer = setInterval(() => setTime(now()), TICK_MS);
    return () => clearInterval(timer);
  }, []);
  return time;
}

/** "Elapsed time 1:05" since `since` (clock ms), updated every second. */
export const ElapsedTime = ({ since }: { since: number }) => {
  const translate = useTranslate();
  const seconds = Math.max(0, Math.floor((useTickingNow() - since) / 1_000));
  return <>{translate('app.elapsed', { time: formatDuration(seconds) })}</>;
};
