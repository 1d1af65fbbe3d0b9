import BiotechOutlinedIcon from '@mui/icons-material/BiotechOutlined';
import { Chip, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { IS_DEMO } from '../config/env';

/**
 * A production build on its built-in demo API: a deployment with no API address (the image
 * started with DEMO_MODE=1, or a build served without config.json or VITE_API_URL). The dev
 * server always runs on the demo API and is nobody's real data, so it shows no mark.
 */
export const runsOnDemoApiInProduction = (): boolean => import.meta.env.PROD && IS_DEMO;

/**
 * The app bar's permanent "Demo data" mark, so that a demo is never taken for the label's real
 * data. Focusable, so that keyboard users get its explanation too; icon only on a phone.
 */
export const DemoDataMark = () => {
  const translate = useTranslate();
  if (!runsOnDemoApiInProduction()) return null;
  const explanation = translate('app.deploy.demo_mark.explanation');
  return (
    <Tooltip title={explanation}>
      <Chip
        role="note"
        tabIndex={0}
        aria-label={explanation}
        icon={<BiotechOutlinedIcon />}
        label={translate('app.deploy.demo_mark.label')}
        size="small"
        variant="outlined"
        sx={{
          mr: 1,
          color: 'inherit',
          borderColor: 'currentColor',
          flexShrink: 0,
          // On a phone, without its label, the icon sits in the middle of the chip.
          '& .MuiChip-icon': { color: 'inherit', mr: { xs: '4px', sm: '-4px' } },
          '& .MuiChip-label': { display: { xs: 'none', sm: 'block' } },
        }}
      />
    </Tooltip>
  );
};
