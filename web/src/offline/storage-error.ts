// What went wrong when the service worker could not store a file, in words for the page.
// Errors arrive as Error or DOMException (not an Error subclass everywhere): read name and message.

export function describeStorageError(error: unknown): string {
  const { name, message } =
    typeof error === 'object' && error !== null
      ? {
          name: String((error as { name?: unknown }).name ?? ''),
          message: String((error as { message?: unknown }).message ?? ''),
        }
      : { name: '', message: String(error) };
  if (name === 'QuotaExceededError')
    return "the browser's storage for this site is full (free some space or allow more, then reload)";
  if (name === 'TypeError' && /fetch/i.test(message)) return `a download failed (${message})`;
  if (!message) return name || 'unknown error';
  return name && name !== 'Error' && !message.startsWith(name) ? `${name}: ${message}` : message;
}
