import { Typography } from '@mui/material';
import { useEffect, useRef } from 'react';
import { FOCUS_HOME } from '@/components/focus/useFocusHome';

/**
 * A step's heading. When the user moves to the step, focus lands here, so a keyboard or screen
 * reader user goes on from the step's top instead of from a button that has disappeared. It is
 * also where focus goes back to when the element it was on goes away within the step.
 */
export const StepHeading = ({ children, focus }: { children: string; focus: boolean }) => {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <Typography
      {...FOCUS_HOME}
      ref={ref}
      tabIndex={-1}
      component="h2"
      variant="h6"
      sx={{ mb: 1, outline: 'none' }}
    >
      {children}
    </Typography>
  );
};
