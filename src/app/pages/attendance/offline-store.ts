import type { TQueuedClock } from './pending';

/** Where the phone keeps the taps it could not send: IndexedDB in the browser, memory in tests. */
export interface TClockStore {
  list: () => Promise<TQueuedClock[]>;
  put: (item: TQueuedClock) => Promise<void>;
  remove: (key: string) => Promise<void>;
}

const STORE = 'clocks';

const openDatabase = (name: string) =>
  new Promise<IDBDatabase>((resolve, reject) => {
    const opening = indexedDB.open(name, 1);
    opening.onupgradeneeded = () => opening.result.createObjectStore(STORE, { keyPath: 'key' });
    opening.onsuccess = () => resolve(opening.result);
    opening.onerror = () => reject(opening.error ?? new Error('indexedDB'));
  });

/** One IndexedDB object store, keyed by the Idempotency-Key; each call is one transaction, done when it commits. */
export const indexedDbStore = (name = 'presidio-offline'): TClockStore => {
  let database: Promise<IDBDatabase> | undefined;
  const run = async <T>(mode: IDBTransactionMode, call: (store: IDBObjectStore) => IDBRequest<T>) => {
    database ??= openDatabase(name);
    const tx = (await database).transaction(STORE, mode);
    const asked = call(tx.objectStore(STORE));
    return new Promise<T>((resolve, reject) => {
      tx.oncomplete = () => resolve(asked.result);
      tx.onerror = tx.onabort = () => reject(tx.error ?? new Error('indexedDB'));
    });
  };
  return {
    list: () => run('readonly', (store) => store.getAll() as IDBRequest<TQueuedClock[]>),
    put: async (item) => void (await run('readwrite', (store) => store.put(item))),
    remove: async (key) => void (await run('readwrite', (store) => store.delete(key))),
  };
};

export const memoryStore = (): TClockStore => {
  const items = new Map<string, TQueuedClock>();
  return {
    list: async () => [...items.values()].map((item) => ({ ...item })),
    put: async (item) => void items.set(item.key, { ...item }),
    remove: async (key) => void items.delete(key),
  };
};
