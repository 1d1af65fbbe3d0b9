// Turning the QR code shown on screen into files: the SVG as is, and a PNG drawn from it.

function lastSegment(address: string): string {
  try {
    const segments = new URL(address).pathname.split('/').filter(Boolean);
    return decodeURIComponent(segments[segments.length - 1] ?? '');
  } catch {
    return '';
  }
}

/** The file name's stem: the slug at the end of the address, safe for any file system. */
export function qrFileStem(publicUrl: string): string {
  const stem = lastSegment(publicUrl)
    .toLowerCase()
    .replace(/[^\p{L}\p{N}_-]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return stem || 'smart-link';
}

/** A standalone SVG document of the shown QR code, at `size` pixels. */
export function svgDocument(svg: SVGSVGElement, size: number): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute('width', String(size));
  copy.setAttribute('height', String(size));
  copy.removeAttribute('class');
  // Serialised from the SVG namespace, the root carries its xmlns declaration.
  return `<?xml version="1.0" encoding="UTF-8"?>\n${new XMLSerializer().serializeToString(copy)}`;
}

export const svgDataUrl = (svgText: string): string =>
  `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgText)}`;

/** The SVG drawn on a white canvas of `size` pixels, as a PNG data: URL. */
export async function pngDataUrl(svgText: string, size: number): Promise<string> {
  const image = new Image();
  await new Promise<void>((resolve, reject) => {
    image.onload = () => resolve();
    image.onerror = () => reject(new Error('The QR code could not be drawn'));
    image.src = svgDataUrl(svgText);
  });
  const canvas = document.createElement('canvas');
  canvas.width = size;
  canvas.height = size;
  const context = canvas.getContext('2d');
  if (!context) throw new Error('No 2D canvas');
  // Modules are squares: smoothing would blur their edges.
  context.imageSmoothingEnabled = false;
  context.fillStyle = '#FFFFFF';
  context.fillRect(0, 0, size, size);
  context.drawImage(image, 0, 0, size, size);
  return canvas.toDataURL('image/png');
}

/** Saves `href` as `fileName` through a short-lived <a download>. */
export function downloadFile(href: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = href;
  link.download = fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
