// Seeded artwork as real PNG bytes, so demo images render in a browser without shipping assets.
// The zlib stream uses "stored" (uncompressed) deflate blocks: the encoder stays tiny and
// synchronous, and the byte length is a pure function of the size, so the seed can record
// file_size without drawing anything. Images are kept small to make up for the missing
// compression.
import { createRandom } from '../seed/random';

export type ArtworkStyle = 'cover' | 'portrait' | 'scene';

const SIGNATURE = [137, 80, 78, 71, 13, 10, 26, 10];
const MAX_STORED_BLOCK = 0xffff;
const CHUNK_OVERHEAD = 12; // length + type + CRC

function rawLength(width: number, height: number): number {
  // One filter byte per scanline, then RGB.
  return height * (1 + width * 3);
}

function zlibLength(raw: number): number {
  const blocks = Math.max(1, Math.ceil(raw / MAX_STORED_BLOCK));
  return 2 + blocks * 5 + raw + 4;
}

/** Exact byte length of encodePng(width, height, ...). */
export function pngByteLength(width: number, height: number): number {
  const ihdr = CHUNK_OVERHEAD + 13;
  const idat = CHUNK_OVERHEAD + zlibLength(rawLength(width, height));
  const iend = CHUNK_OVERHEAD;
  return SIGNATURE.length + ihdr + idat + iend;
}

let crcTable: Uint32Array | null = null;

function crc32(bytes: Uint8Array, start: number, end: number): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let crc = 0xffffffff;
  for (let i = start; i < end; i++) crc = crcTable[(crc ^ bytes[i]) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function adler32(bytes: Uint8Array): number {
  let a = 1;
  let b = 0;
  for (let i = 0; i < bytes.length; i++) {
    a = (a + bytes[i]) % 65521;
    b = (b + a) % 65521;
  }
  return ((b << 16) | a) >>> 0;
}

class ByteWriter {
  readonly bytes: Uint8Array<ArrayBuffer>;
  private view: DataView;
  offset = 0;

  constructor(length: number) {
    this.bytes = new Uint8Array(length);
    this.view = new DataView(this.bytes.buffer);
  }

  u8(value: number): void {
    this.bytes[this.offset++] = value;
  }

  u16le(value: number): void {
    this.view.setUint16(this.offset, value, true);
    this.offset += 2;
  }

  u32(value: number): void {
    this.view.setUint32(this.offset, value >>> 0);
    this.offset += 4;
  }

  ascii(text: string): void {
    for (let i = 0; i < text.length; i++) this.u8(text.charCodeAt(i));
  }

  copy(source: Uint8Array, start: number, end: number): void {
    this.bytes.set(source.subarray(start, end), this.offset);
    this.offset += end - start;
  }
}

function writeChunk(out: ByteWriter, type: string, dataLength: number, fill: () => void): void {
  out.u32(dataLength);
  const typeStart = out.offset;
  out.ascii(type);
  fill();
  out.u32(crc32(out.bytes, typeStart, out.offset));
}

/** Wraps raw scanlines into a PNG (8-bit RGB, no interlace). */
export function encodeRgbPng(
  width: number,
  height: number,
  raw: Uint8Array,
): Uint8Array<ArrayBuffer> {
  const out = new ByteWriter(pngByteLength(width, height));
  SIGNATURE.forEach((b) => out.u8(b));
  writeChunk(out, 'IHDR', 13, () => {
    out.u32(width);
    out.u32(height);
    out.u8(8); // bit depth
    out.u8(2); // colour type: truecolour
    out.u8(0);
    out.u8(0);
    out.u8(0);
  });
  writeChunk(out, 'IDAT', zlibLength(raw.length), () => {
    out.u8(0x78); // deflate, 32K window
    out.u8(0x01); // no preset dictionary, check bits make 0x7801 divisible by 31
    let start = 0;
    do {
      const end = Math.min(raw.length, start + MAX_STORED_BLOCK);
      out.u8(end === raw.length ? 1 : 0); // BFINAL on the last block, BTYPE 00 (stored)
      out.u16le(end - start);
      out.u16le(~(end - start) & 0xffff);
      out.copy(raw, start, end);
      start = end;
    } while (start < raw.length);
    out.u32(adler32(raw));
  });
  writeChunk(out, 'IEND', 0, () => undefined);
  return out.bytes;
}

type Rgb = [number, number, number];

function hsl(h: number, s: number, l: number): Rgb {
  const a = s * Math.min(l, 1 - l);
  const f = (n: number) => {
    const k = (n + h / 30) % 12;
    return Math.round(255 * (l - a * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
  };
  return [f(0), f(8), f(4)];
}

interface Disc {
  x: number;
  y: number;
  r: number;
  colour: Rgb;
  alpha: number;
}

/**
 * A colourful, seed-dependent picture: a diagonal gradient with soft discs ("scene"),
 * concentric rings ("cover") or a head-and-shoulders silhouette ("portrait").
 */
export function encodePng(
  width: number,
  height: number,
  seed: number,
  style: ArtworkStyle = 'scene',
): Uint8Array<ArrayBuffer> {
  const random = createRandom(seed);
  const hue = random.int(0, 359);
  const from = hsl(hue, 0.7, 0.55);
  const to = hsl((hue + random.int(60, 160)) % 360, 0.75, 0.35);
  const accent = hsl((hue + 180) % 360, 0.85, 0.65);
  const discs: Disc[] = Array.from({ length: random.int(3, 7) }, () => ({
    x: random.next() * width,
    y: random.next() * height,
    r: (0.08 + random.next() * 0.25) * Math.min(width, height),
    colour: hsl((hue + random.int(0, 359)) % 360, 0.8, 0.6 + random.next() * 0.2),
    alpha: 0.25 + random.next() * 0.45,
  }));
  const ringStep = 6 + random.int(0, 10);
  const cx = width / 2;
  const cy = height / 2;
  const unit = Math.min(width, height);

  // Each colour is mixed towards the next layer's (base + (top - base) * alpha) in plain numbers,
  // no array per pixel: a page of the demo draws a dozen of these pictures on each load.
  const shown = style === 'portrait' ? discs.slice(0, 2) : discs;
  const raw = new Uint8Array(rawLength(width, height));
  let p = 0;
  for (let y = 0; y < height; y++) {
    raw[p++] = 0; // filter: none
    for (let x = 0; x < width; x++) {
      const t = (x / width + y / height) / 2;
      let r = from[0] + (to[0] - from[0]) * t;
      let g = from[1] + (to[1] - from[1]) * t;
      let b = from[2] + (to[2] - from[2]) * t;
      if (style === 'cover') {
        const d = Math.hypot(x - cx, y - cy);
        if (d < unit * 0.42 && Math.floor(d / ringStep) % 2 === 0) {
          r += (accent[0] - r) * 0.55;
          g += (accent[1] - g) * 0.55;
          b += (accent[2] - b) * 0.55;
        }
        if (d < unit * 0.06) {
          r = 20;
          g = 20;
          b = 24;
        }
      } else if (style === 'portrait') {
        const head = Math.hypot((x - cx) / 0.8, y - unit * 0.4) < unit * 0.19;
        const shoulders = Math.hypot((x - cx) / 1.6, y - unit * 1.02) < unit * 0.45;
        if (head || shoulders) {
          r += (18 - r) * 0.82;
          g += (18 - g) * 0.82;
          b += (28 - b) * 0.82;
        }
      }
      for (let i = 0; i < shown.length; i++) {
        const disc = shown[i];
        const dx = x - disc.x;
        const dy = y - disc.y;
        if (dx * dx + dy * dy < disc.r * disc.r) {
          r += (disc.colour[0] - r) * disc.alpha;
          g += (disc.colour[1] - g) * disc.alpha;
          b += (disc.colour[2] - b) * disc.alpha;
        }
      }
      raw[p++] = r;
      raw[p++] = g;
      raw[p++] = b;
    }
  }
  return encodeRgbPng(width, height, raw);
}
