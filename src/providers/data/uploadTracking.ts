import type { ApiClient } from '../../api/client';
import { trackUpload } from '../../lib/uploadsInFlight';

/**
 * The client whose multipart requests (every upload of the contract: profile images, media
 * files, Facebook posts, final post media) count as uploads in flight while they run.
 */
export function withUploadTracking(client: ApiClient): ApiClient {
  const request: ApiClient['request'] = (path, options, shape) =>
    options?.form
      ? trackUpload(() => client.request(path, options, shape))
      : client.request(path, options, shape);
  // The client's other members (the base URL getter among them) stay its own.
  return Object.assign(Object.create(client) as ApiClient, { request });
}
