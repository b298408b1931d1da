import type { StorageDriver } from '../../../plugins/storage/driver.js';

/** Thumbnail side in pixels: the card prints photos 64 pt wide, so this is 180 dpi on paper. */
export const THUMBNAIL_PX = 160;
/** A photo bigger than this is not read (uploads are capped lower; this only guards imported links). */
const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Decoding a larger picture (a decompression bomb) is refused rather than attempted. */
const MAX_INPUT_PIXELS = 50_000_000;
/** Photos read and converted at once: keeps S3 latency overlapped and memory bounded (a few decoded images). */
const CONCURRENCY = 3;

export interface PhotoResult {
  /** Stored link → a small JPEG; links that gave nothing usable are absent. */
  thumbnails: Map<string, Buffer>;
  /** Links that were ours but could not be read or decoded (missing object, damaged file, storage error). */
  failed: number;
  /** Links that are not this storage's (another host): never fetched. */
  foreign: number;
}

/**
 * Reads each distinct photo link through the configured storage (the local folder or the S3 bucket) and turns it
 * into a small JPEG — whatever it was stored as (JPEG, PNG, WebP, AVIF, GIF: the first frame) — so a card of many
 * players stays small and every photo embeds the same way. A photo that fails gives no thumbnail (the card prints
 * a placeholder) and never fails the card. `onProgress` is told after each photo.
 */
export async function loadThumbnails(
  links: Array<string | null>,
  storage: Pick<StorageDriver, 'keyOf' | 'read'>,
  opts: { onProgress?: (done: number, total: number) => void | Promise<void> } = {},
): Promise<PhotoResult> {
  const unique = [...new Set(links.filter((l): l is string => !!l))];
  const result: PhotoResult = { thumbnails: new Map(), failed: 0, foreign: 0 };
  let next = 0;
  let done = 0;
  const worker = async () => {
    while (next < unique.length) {
      const link = unique[next++];
      const key = storage.keyOf(link);
      if (!key) result.foreign++;
      else {
        const thumbnail = await storage
          .read(key, MAX_PHOTO_BYTES)
          .then((bytes) => (bytes ? thumbnailOf(bytes) : null))
          .catch(() => null);
        if (thumbnail) result.thumbnails.set(link, thumbnail);
        else result.failed++;
      }
      await opts.onProgress?.(++done, unique.length);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, unique.length) }, worker));
  return result;
}

/** A square JPEG of the picture's most salient part, upright (EXIF), on white where it was transparent. */
export async function thumbnailOf(bytes: Buffer): Promise<Buffer> {
  // Loaded with the first thumbnail: sharp's native module costs 0.1 s to import.
  const { default: sharp } = await import('sharp');
  return sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' })
    .rotate()
    .resize(THUMBNAIL_PX, THUMBNAIL_PX, { fit: 'cover', position: sharp.strategy.attention })
    .flatten({ background: '#ffffff' })
    .jpeg({ quality: 72, mozjpeg: true })
    .toBuffer();
}
