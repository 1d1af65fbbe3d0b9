import { Box } from '@mui/material';
import type { SxProps, Theme } from '@mui/material/styles';
import { memo } from 'react';

/**
 * Links may open in a new tab (popups, outside the sandbox so the page opened works normally);
 * nothing else: no scripts and no same origin, so neither custom CSS nor a URL can reach the
 * admin.
 */
export const PAGE_SANDBOX = 'allow-popups allow-popups-to-escape-sandbox';

export interface SandboxedPageFrameProps {
  html: string;
  title: string;
  sx?: SxProps<Theme>;
}

/** The page document in a sandboxed iframe; memoised so that only a new document reloads it. */
export const SandboxedPageFrame = memo(({ html, title, sx }: SandboxedPageFrameProps) => (
  <Box
    component="iframe"
    sandbox={PAGE_SANDBOX}
    srcDoc={html}
    title={title}
    referrerPolicy="no-referrer"
    sx={[
      { display: 'block', border: 0, width: '100%', height: '100%' },
      ...(Array.isArray(sx) ? sx : sx ? [sx] : []),
    ]}
  />
));
SandboxedPageFrame.displayName = 'SandboxedPageFrame';
