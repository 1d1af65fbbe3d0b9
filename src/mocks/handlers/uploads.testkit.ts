// Test-only: multipart uploads that really reach the demo API as files.
//
// Under Vitest's jsdom environment FormData, File and Blob are jsdom's while fetch is Node's.
// Vitest converts a jsdom FormData when a Request is built, but with the jsdom version of this
// project that conversion loses each file's name and bytes (the server receives a file named
// "blob" containing "undefined"). So these helpers build Node's own FormData and Blobs (taken
// from a Response, which jsdom does not replace) and post them with fetch directly.
import { API_BASE_URL } from '../../config/env';

export interface UploadSpec {
  name: string;
  type: string;
  bytes: Uint8Array<ArrayBuffer>;
}

async function nativeFormData(): Promise<FormData> {
  const empty = await new Response(new URLSearchParams()).formData();
  const NativeFormData = empty.constructor as new () => FormData;
  return new NativeFormData();
}

export async function uploadForm(field: string, ...files: UploadSpec[]): Promise<FormData> {
  const form = await nativeFormData();
  for (const spec of files) {
    const blob = await new Response(spec.bytes, { headers: { 'Content-Type': spec.type } }).blob();
    form.append(field, blob, spec.name);
  }
  return form;
}

/** POST a multipart body with a bearer token; the JSON answer and its status. */
export async function postForm<T>(
  path: string,
  form: FormData,
  token: string,
): Promise<{ status: number; body: T }> {
  const res = await fetch(`${API_BASE_URL}${path}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}` },
    body: form,
  });
  return { status: res.status, body: (await res.json()) as T };
}

/** `size` zero bytes, for size-limit checks. */
export const filler = (size: number): Uint8Array<ArrayBuffer> => new Uint8Array(size);
