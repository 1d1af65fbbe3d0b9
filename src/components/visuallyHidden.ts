/**
 * `sx` for content only screen readers meet (live regions, hidden titles). Sizes are in px on
 * purpose: in `sx`, a bare 1 means 100%, which made such a region as wide as its container.
 */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  margin: '-1px',
  padding: 0,
  border: 0,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
