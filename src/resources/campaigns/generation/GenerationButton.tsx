import { Button, Tooltip, type ButtonProps } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface GenerationButtonProps extends ButtonProps {
  /** A generation of the campaign runs (in this tab or another): the button refuses, and says why. */
  running: boolean;
}

/**
 * A button that starts a generation (Generate, Generate Drafts, Regenerate All, a post's
 * Generate Content). While one runs it stays focusable (aria-disabled) so its tooltip can say
 * why it does nothing.
 */
export const GenerationButton = ({ running, onClick, sx, ...props }: GenerationButtonProps) => {
  const translate = useTranslate();
  // Disabled for another reason (nothing to generate, already at work): no tooltip.
  if (props.disabled || props.loading) return <Button {...props} onClick={onClick} sx={sx} />;
  return (
    <Tooltip
      title={running ? translate('app.campaigns.screen.card.generate_running') : ''}
      describeChild
    >
      <Button
        {...props}
        aria-disabled={running || undefined}
        onClick={(event) => {
          if (!running) onClick?.(event);
        }}
        sx={running ? { opacity: 0.6, cursor: 'not-allowed' } : sx}
      />
    </Tooltip>
  );
};
