// Runs once in the browser before the app renders (a Docusaurus client module).
function writableStorage(): boolean {
  try {
    const storage = window.localStorage;
    storage.setItem('storage-probe', '1');
    storage.removeItem('storage-probe');
    return true;
  } catch {
    return false;
  }
}

function storageReadable(): boolean {
  try {
    return Boolean(window.localStorage);
  } catch {
    return false;
  }
}

if (typeof window !== 'undefined' && storageReadable() && !writableStorage()) {
  // Storage that refuses writes (quota full) is made unavailable, like blocked storage, so Docusaurus takes
  // its "storage not available" path: a single warning, then no storage.
  Object.defineProperty(window, 'localStorage', {
    configurable: true,
    get() {
      throw new DOMException('localStorage is full', 'QuotaExceededError');
    },
  });
}

export {};
