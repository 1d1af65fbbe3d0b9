import DownloadIcon from '@mui/icons-material/Download';
import { Box, Button, Stack, Typography } from '@mui/material';
import { QRCodeSVG } from 'qrcode.react';
import { useId, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useToast } from '../toasts/useToast';
import { downloadFile, pngDataUrl, qrFileStem, svgDataUrl, svgDocument } from './qrExport';

// Small enough to sit beside the phone preview in the manager's column at 1280 px.
const SHOWN_SIZE = 128;
const EXPORT_SIZE = 1024;
// The four-module quiet zone scanners need, kept in the downloaded files too.
const QUIET_ZONE = 4;

export interface LinkQrCodeProps {
  /** The public page's address; null while there is no slug. */
  publicUrl: string | null;
}

/** The public address as a QR code, downloadable as SVG and PNG (`{slug}-qr.svg` / `.png`). */
export const LinkQrCode = ({ publicUrl }: LinkQrCodeProps) => {
  const translate = useTranslate();
  const toast = useToast();
  const headingId = useId();
  const svgRef = useRef<SVGSVGElement>(null);
  const [drawingPng, setDrawingPng] = useState(false);
  const label = publicUrl
    ? translate('app.smart_links.preview.qr.image_label', { url: publicUrl })
    : '';

  const saveSvg = () => {
    if (!svgRef.current || !publicUrl) return;
    const svg = svgDocument(svgRef.current, EXPORT_SIZE);
    downloadFile(svgDataUrl(svg), `${qrFileStem(publicUrl)}-qr.svg`);
  };

  const savePng = async () => {
    if (!svgRef.current || !publicUrl) return;
    setDrawingPng(true);
    try {
      const png = await pngDataUrl(svgDocument(svgRef.current, EXPORT_SIZE), EXPORT_SIZE);
      downloadFile(png, `${qrFileStem(publicUrl)}-qr.png`);
    } catch {
      toast.error('app.smart_links.preview.qr.png_failed');
    } finally {
      setDrawingPng(false);
    }
  };

  return (
    <Stack
      component="section"
      spacing={1.5}
      aria-labelledby={headingId}
      sx={{ alignItems: 'center' }}
    >
      <Typography id={headingId} variant="subtitle1" component="h3">
        {translate('app.smart_links.preview.qr.title')}
      </Typography>
      {publicUrl ? (
        <>
          <Box sx={{ bgcolor: 'common.white', p: 1, borderRadius: 1, lineHeight: 0 }}>
            <QRCodeSVG
              ref={svgRef}
              value={publicUrl}
              size={SHOWN_SIZE}
              marginSize={QUIET_ZONE}
              level="M"
              title={label}
              aria-label={label}
            />
          </Box>
          <Typography
            variant="caption"
            sx={{ color: 'text.secondary', overflowWrap: 'anywhere', textAlign: 'center' }}
          >
            {publicUrl}
          </Typography>
        </>
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary', textAlign: 'center' }}>
          {translate('app.smart_links.preview.qr.no_slug')}
        </Typography>
      )}
      <Stack spacing={1} sx={{ alignItems: 'stretch' }}>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={!publicUrl}
          loading={drawingPng}
          onClick={() => void savePng()}
        >
          {translate('app.smart_links.preview.qr.download_png')}
        </Button>
        <Button
          variant="outlined"
          size="small"
          startIcon={<DownloadIcon />}
          disabled={!publicUrl}
          onClick={saveSvg}
        >
          {translate('app.smart_links.preview.qr.download_svg')}
        </Button>
      </Stack>
    </Stack>
  );
};
