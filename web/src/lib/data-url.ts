/**
 * An image the app holds itself (an avatar fetched with the bearer token, a logo chosen for a
 * posting) as a data: URL for an <img>. Not an object URL: the app's policy allows images from
 * its own origin and data: only (gateway/src/app.ts), and these are small.
 */
export function readAsDataUrl(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The image could not be read'));
    reader.readAsDataURL(blob);
  });
}
