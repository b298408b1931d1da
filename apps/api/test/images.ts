/** Real, tiny image files for upload tests (their magic bytes are what the server sniffs). */

/** A valid 1×1 PNG. */
export const PNG_1X1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

/** A valid 1×1 JPEG. */
export const JPEG_1X1 = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=',
  'base64',
);

/** A PNG padded past `bytes` with an ancillary chunk's worth of zeros: still sniffs as PNG. */
export function pngOfSize(bytes: number): Buffer {
  return Buffer.concat([PNG_1X1, Buffer.alloc(Math.max(0, bytes - PNG_1X1.length))]);
}
