// Seeded audio as a real PCM WAV (8 kHz, 8-bit, mono): a short melody of soft sine tones over a
// bass note, so the demo's players have something to play. The length follows only from the
// duration, which lets the seed record file_size without rendering anything.
import { createRandom } from '../seed/random';

export const WAV_SAMPLE_RATE = 8000;
const HEADER_BYTES = 44;

/** Exact byte length of encodeWav(_, durationSeconds). */
export function wavByteLength(durationSeconds: number): number {
  return HEADER_BYTES + WAV_SAMPLE_RATE * durationSeconds;
}

// A major pentatonic scale from A3, in semitones: pleasant whatever order the notes come in.
const PENTATONIC = [0, 2, 4, 7, 9, 12, 14, 16, 19, 21];
const frequency = (semitonesFromA3: number) => 220 * 2 ** (semitonesFromA3 / 12);

export function encodeWav(seed: number, durationSeconds: number): Uint8Array<ArrayBuffer> {
  const random = createRandom(seed);
  const sampleCount = WAV_SAMPLE_RATE * durationSeconds;
  const bytes = new Uint8Array(wavByteLength(durationSeconds));
  const view = new DataView(bytes.buffer);
  const ascii = (offset: number, text: string) => {
    for (let i = 0; i < text.length; i++) bytes[offset + i] = text.charCodeAt(i);
  };
  ascii(0, 'RIFF');
  view.setUint32(4, bytes.length - 8, true);
  ascii(8, 'WAVE');
  ascii(12, 'fmt ');
  view.setUint32(16, 16, true); // fmt chunk size
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, WAV_SAMPLE_RATE, true);
  view.setUint32(28, WAV_SAMPLE_RATE, true); // byte rate
  view.setUint16(32, 1, true); // block align
  view.setUint16(34, 8, true); // bits per sample
  ascii(36, 'data');
  view.setUint32(40, sampleCount, true);

  const transpose = random.int(-5, 5);
  const beat = [0.25, 0.3, 0.375][random.int(0, 2)];
  const notes: Array<{ start: number; length: number; hz: number }> = [];
  for (let t = 0; t < durationSeconds;) {
    const length = beat * random.pick([1, 1, 2, 2, 3]);
    notes.push({ start: t, length, hz: frequency(random.pick(PENTATONIC) + transpose) });
    t += length;
  }
  const bassHz = frequency(transpose - 12);

  let noteIndex = 0;
  for (let i = 0; i < sampleCount; i++) {
    const t = i / WAV_SAMPLE_RATE;
    while (noteIndex < notes.length - 1 && t >= notes[noteIndex + 1].start) noteIndex++;
    const note = notes[noteIndex];
    const age = t - note.start;
    // Quick attack, exponential decay: a plucked, music-box feel without clicks.
    const envelope = Math.min(1, age * 200) * Math.exp(-age * 4);
    const melody = Math.sin(2 * Math.PI * note.hz * t) * envelope;
    const bass = Math.sin(2 * Math.PI * bassHz * t) * 0.25;
    const fade = Math.min(1, (durationSeconds - t) * 4, t * 8);
    bytes[HEADER_BYTES + i] = 128 + Math.round((melody * 0.6 + bass) * fade * 100);
  }
  return bytes;
}
