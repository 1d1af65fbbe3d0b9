// Test-only: the real dataProvider made to upload under jsdom. With a progress callback the
// transport uses XMLHttpRequest, whose jsdom Blob answer Node's Response cannot read, so the
// upload goes through fetch instead and reports its progress around it.
import { createDataProvider, type LabelDataProvider } from '../../providers/data';

export function withJsdomUploads(
  provider: LabelDataProvider = createDataProvider(),
  /** Called once the upload reported half its bytes and before the request is sent. */
  halfway: () => Promise<void> = async () => undefined,
): LabelDataProvider {
  const upload = provider.uploadMediaFile;
  provider.uploadMediaFile = async (artistId, target, file, options = {}) => {
    options.onProgress?.(0.5);
    await halfway();
    const result = await upload(artistId, target, file, { signal: options.signal });
    options.onProgress?.(1);
    return result;
  };
  return provider;
}
