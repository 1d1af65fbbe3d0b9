// Reading API v1's answers: a success is the envelope `{ success: true, data, message? }` with
// `data` of the shape the contract promises, anything else on a 2xx is "Invalid data format
// received"; an error answer becomes the app's HttpError (errors.ts).
import { errorFromResponse, invalidFormatError, isRecord } from './errors';

/** What the contract promises `data` to be; anything else is "Invalid data format received". */
export type DataShape = 'array' | 'object' | 'any';

export interface ApiResult<T> {
  data: T;
  /** The envelope's optional human-readable outcome. */
  message?: string;
  /** The whole success body, for list shapes with top-level fields such as `total`. */
  envelope: Record<string, unknown>;
}

/** The body as JSON, null when empty; text that is not JSON is an error on a success only. */
async function jsonBody(res: Response): Promise<unknown> {
  const text = await res.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    if (res.ok) throw invalidFormatError(res.status);
    return null;
  }
}

const fitsShape = (data: unknown, shape: DataShape): boolean =>
  !((shape === 'array' && !Array.isArray(data)) || (shape === 'object' && !isRecord(data)));

/** The envelope's data, or the error the answer stands for. */
export async function readEnvelope<T>(res: Response, shape: DataShape): Promise<ApiResult<T>> {
  const body = await jsonBody(res);
  if (!res.ok) throw errorFromResponse(res.status, body);
  if (!isRecord(body) || body.success !== true || !('data' in body)) {
    throw invalidFormatError(res.status);
  }
  const data = body.data;
  if (!fitsShape(data, shape)) throw invalidFormatError(res.status);
  return {
    data: data as T,
    message: typeof body.message === 'string' ? body.message : undefined,
    envelope: body,
  };
}

/** A served file's bytes, or the error its answer's body stands for. */
export async function readBlob(res: Response): Promise<Blob> {
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    throw errorFromResponse(res.status, body);
  }
  return res.blob();
}
