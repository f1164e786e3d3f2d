import type { PhotoFact } from "../recipes/rules/photo";

/** A browser's file types for the photo formats, as sharp names them in the build. */
const FORMATS: Record<string, string> = {
  "image/jpeg": "jpeg",
  "image/png": "png",
  "image/webp": "webp",
  "image/avif": "avif",
};

/**
 * What the browser reads of a chosen file: its format from its type and its size in pixels from
 * decoding it, the same facts the build gets from sharp. `url` shows the file (a blob: URL).
 */
export const readPhoto = (file: Blob, url: string): Promise<PhotoFact> => {
  const format = FORMATS[file.type];
  if (file.type && !format)
    return Promise.resolve({ kind: "read", width: 0, height: 0, format: file.type });
  return new Promise((resolve) => {
    const image = new Image();
    image.onload = () =>
      resolve({
        kind: "read",
        width: image.naturalWidth,
        height: image.naturalHeight,
        format: format ?? "jpeg",
      });
    image.onerror = () => resolve({ kind: "unreadable" });
    image.src = url;
  });
};
