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

/**
 * A photo-like picture (a figure on a gradient, with grain so it compresses like a photograph) in `format`, made with
 * sharp. `grain` raises the detail, and with it the file's size: 30 at 2400×1800 gives a JPEG of about 1.5 MB.
 */
export async function photo(
  format: 'jpeg' | 'png' | 'webp' | 'avif' | 'gif',
  opts: { width?: number; height?: number; hue?: number; grain?: number } = {},
): Promise<Buffer> {
  const { default: sharp } = await import('sharp');
  const { width = 480, height = 360, hue = 200, grain = 12 } = opts;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
    <defs><linearGradient id="g"><stop offset="0" stop-color="hsl(${hue},60%,35%)"/>
    <stop offset="1" stop-color="hsl(${hue + 60},60%,70%)"/></linearGradient></defs>
    <rect width="100%" height="100%" fill="url(#g)"/>
    <circle cx="50%" cy="38%" r="${Math.round(height * 0.18)}" fill="#e0ac69"/>
    <rect x="30%" y="60%" width="40%" height="45%" rx="${Math.round(width * 0.05)}" fill="hsl(${hue + 180},70%,45%)"/>
  </svg>`;
  const noise = await sharp({
    create: { width, height, channels: 3, background: '#808080', noise: { type: 'gaussian', mean: 128, sigma: grain } },
  })
    .png()
    .toBuffer();
  const picture = sharp(
    await sharp(Buffer.from(svg))
      .composite([{ input: noise, blend: 'overlay' }])
      .png()
      .toBuffer(),
  );
  if (format === 'jpeg') return picture.jpeg({ quality: 92 }).toBuffer();
  if (format === 'png') return picture.png().toBuffer();
  if (format === 'webp') return picture.webp({ quality: 80 }).toBuffer();
  if (format === 'avif') return picture.avif({ quality: 50, effort: 2 }).toBuffer();
  return picture.gif().toBuffer();
}
