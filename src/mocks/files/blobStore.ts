// Bytes of uploaded media files, keyed by MediaRow.source.key. They live outside the database
// so the JSON kept in localStorage stays small. For now they are held in memory (lost on a page
// reload); the async interface is what a move to IndexedDB needs, so callers won't change.
const blobs = new Map<string, Blob>();

export async function putBlob(key: string, blob: Blob): Promise<void> {
  blobs.set(key, blob);
}

export async function getBlob(key: string): Promise<Blob | undefined> {
  return blobs.get(key);
}

export async function deleteBlob(key: string): Promise<void> {
  blobs.delete(key);
}
