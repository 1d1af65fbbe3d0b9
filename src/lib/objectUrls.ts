// Object URLs for blobs shown on screen, shared and counted: one URL per blob however many
// components show it, revoked once the last of them is gone. The release is deferred a tick
// so that React's StrictMode unmount-and-remount does not revoke a URL still in use.
interface Entry {
  url: string;
  users: number;
}

const entries = new WeakMap<Blob, Entry>();

/** The blob's object URL, created on first use. */
export function objectUrlOf(blob: Blob): string {
  let entry = entries.get(blob);
  if (!entry) {
    entry = { url: URL.createObjectURL(blob), users: 0 };
    entries.set(blob, entry);
  }
  return entry.url;
}

/** Marks the blob's URL as shown; call the returned function when it no longer is. */
export function holdObjectUrl(blob: Blob): () => void {
  objectUrlOf(blob);
  const entry = entries.get(blob) as Entry;
  entry.users += 1;
  return () => {
    entry.users -= 1;
    setTimeout(() => {
      if (entry.users > 0 || entries.get(blob) !== entry) return;
      URL.revokeObjectURL(entry.url);
      entries.delete(blob);
    }, 0);
  };
}
