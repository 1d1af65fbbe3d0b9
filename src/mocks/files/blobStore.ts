// Bytes of uploaded media files, keyed by MediaRow.source.key. They live outside the database
// so the JSON kept in localStorage stays small. In the browser they are kept in IndexedDB, so
// an uploaded image still shows, and audio still plays, after a reload; in Node (component
// tests) a Map is enough.
const DB_NAME = 'label-admin-demo-files';
const STORE = 'blobs';

const memory = new Map<string, Blob>();
let opening: Promise<IDBDatabase | null> | null = null;

function database(): Promise<IDBDatabase | null> {
  opening ??= new Promise((resolve) => {
    if (typeof indexedDB === 'undefined' || typeof window === 'undefined') {
      resolve(null);
      return;
    }
    const request = indexedDB.open(DB_NAME, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(STORE);
    request.onsuccess = () => resolve(request.result);
    // Private browsing may refuse IndexedDB: the demo then keeps files for this page only.
    request.onerror = () => resolve(null);
  });
  return opening;
}

function run<T>(
  mode: IDBTransactionMode,
  action: (store: IDBObjectStore) => IDBRequest<T>,
): Promise<T | undefined> {
  return database().then(
    (db) =>
      new Promise<T | undefined>((resolve) => {
        if (!db) {
          resolve(undefined);
          return;
        }
        const request = action(db.transaction(STORE, mode).objectStore(STORE));
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => resolve(undefined);
      }),
  );
}

export async function putBlob(key: string, blob: Blob): Promise<void> {
  memory.set(key, blob);
  await run('readwrite', (store) => store.put(blob, key));
}

export async function getBlob(key: string): Promise<Blob | undefined> {
  const cached = memory.get(key);
  if (cached) return cached;
  const stored = await run<Blob>('readonly', (store) => store.get(key));
  if (stored instanceof Blob) memory.set(key, stored);
  return stored instanceof Blob ? stored : undefined;
}

export async function deleteBlob(key: string): Promise<void> {
  memory.delete(key);
  await run('readwrite', (store) => store.delete(key));
}

/** Forgets every uploaded file (the demo's reset). */
export async function clearBlobs(): Promise<void> {
  memory.clear();
  await run('readwrite', (store) => store.clear());
}
