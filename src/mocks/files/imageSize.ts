// Pixel size of an uploaded image, read from its header (PNG, GIF, JPEG); null when unknown.
export interface ImageSize {
  width: number;
  height: number;
}

function pngSize(b: Uint8Array, view: DataView): ImageSize | null {
  const isPng = b.length >= 24 && b[0] === 0x89 && b[1] === 0x50 && b[2] === 0x4e && b[3] === 0x47;
  return isPng ? { width: view.getUint32(16), height: view.getUint32(20) } : null;
}

function gifSize(b: Uint8Array, view: DataView): ImageSize | null {
  const isGif = b.length >= 10 && b[0] === 0x47 && b[1] === 0x49 && b[2] === 0x46;
  return isGif ? { width: view.getUint16(6, true), height: view.getUint16(8, true) } : null;
}

function jpegSize(b: Uint8Array, view: DataView): ImageSize | null {
  if (b.length < 4 || b[0] !== 0xff || b[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < b.length) {
    if (b[offset] !== 0xff) return null;
    const marker = b[offset + 1];
    // Start-of-frame markers carry the size; C4 (DHT), C8 and CC are not frames.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: view.getUint16(offset + 5), width: view.getUint16(offset + 7) };
    }
    offset += 2 + view.getUint16(offset + 2);
  }
  return null;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const size = pngSize(bytes, view) ?? gifSize(bytes, view) ?? jpegSize(bytes, view);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
