import { describe, expect, it } from 'vitest';
import { imageSize } from './imageSize';
import { encodePng, pngByteLength } from './png';
import { DEMO_CLIP, demoClipBytes } from './video';
import { WAV_SAMPLE_RATE, encodeWav, wavByteLength } from './wav';

async function inflate(zlib: Uint8Array<ArrayBuffer>): Promise<Uint8Array> {
  const body = new Response(zlib).body;
  if (!body) throw new Error('no body');
  const stream = body.pipeThrough(new DecompressionStream('deflate'));
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

describe('generated files', () => {
  it.each([
    [1, 1],
    [135, 240],
    [240, 240],
  ])('encodes a %dx%d PNG of the predicted length with a valid zlib stream', async (w, h) => {
    const png = encodePng(w, h, 42, 'cover');
    expect(png.byteLength).toBe(pngByteLength(w, h));
    expect([...png.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
    expect(imageSize(png)).toEqual({ width: w, height: h });
    const view = new DataView(png.buffer);
    const idatLength = view.getUint32(33);
    const raw = await inflate(png.slice(41, 41 + idatLength));
    expect(raw.byteLength).toBe(h * (1 + 3 * w));
  });

  it('draws different pictures for different seeds, the same for the same seed', () => {
    expect(encodePng(40, 40, 1)).toEqual(encodePng(40, 40, 1));
    expect(encodePng(40, 40, 1)).not.toEqual(encodePng(40, 40, 2));
  });

  it('encodes a WAV whose header states its real length', () => {
    const wav = encodeWav(9, 3);
    const view = new DataView(wav.buffer);
    expect(wav.byteLength).toBe(wavByteLength(3));
    expect(view.getUint32(24, true)).toBe(WAV_SAMPLE_RATE);
    expect(view.getUint32(40, true)).toBe(3 * WAV_SAMPLE_RATE);
    expect(view.getUint32(4, true)).toBe(wav.byteLength - 8);
  });

  it('ships the demo clip with the recorded size', () => {
    const clip = demoClipBytes();
    expect(clip.byteLength).toBe(DEMO_CLIP.byteLength);
    expect([...clip.subarray(0, 4)]).toEqual([0x1a, 0x45, 0xdf, 0xa3]);
  });

  it('reads GIF and JPEG sizes from their headers', () => {
    const gif = new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61, 0x20, 0x03, 0x58, 0x02]);
    expect(imageSize(gif)).toEqual({ width: 800, height: 600 });
    const jpeg = new Uint8Array([
      0xff, 0xd8, 0xff, 0xe0, 0x00, 0x04, 0x00, 0x00, 0xff, 0xc0, 0x00, 0x11, 0x08, 0x01, 0xe0,
      0x02, 0x80, 0x03,
    ]);
    expect(imageSize(jpeg)).toEqual({ width: 640, height: 480 });
    expect(imageSize(new Uint8Array([1, 2, 3]))).toBeNull();
  });
});
