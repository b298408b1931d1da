/** Demo player photos: small generated portraits, stored where uploads go, so shot cards and avatars show photos. */
import { createHash } from 'node:crypto';
import type { StorageDriver } from '../plugins/storage/driver.js';

/** Where the demo keeps its photos: the configured storage (local folder or bucket). */
export type PhotoStore = Pick<StorageDriver, 'put' | 'readUrl'>;

export const DEMO_PHOTO_COUNT = 24;
/** Every format an upload may have, as real uploads would be: the shot card turns each into a JPEG thumbnail. */
const FORMATS = [
  ['jpg', 'image/jpeg'],
  ['webp', 'image/webp'],
  ['png', 'image/png'],
  ['avif', 'image/avif'],
  ['gif', 'image/gif'],
] as const;

/** images/2026/08/<uuid>.<ext>: the shape of an uploaded object's key, deterministic per photo. */
function keyOf(i: number, ext: string): string {
  const h = createHash('sha256').update(`phlox-demo-player-photo-${i}`).digest('hex');
  return `images/2026/08/${h.slice(0, 8)}-${h.slice(8, 12)}-4${h.slice(13, 16)}-a${h.slice(17, 20)}-${h.slice(20, 32)}.${ext}`;
}

/** A head-and-shoulders figure in a team colour on a studio-like gradient (shapes only: no font needed). */
function portraitSvg(i: number): string {
  const hue = (i * 47) % 360;
  const skin = ['#f1c27d', '#e0ac69', '#c68642', '#8d5524', '#ffdbac'][i % 5];
  const hair = ['#2c1b10', '#6a4e32', '#d8b15e', '#111111', '#8b3a1a'][(i * 3) % 5];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="300">
  <defs><radialGradient id="bg" cx="50%" cy="35%" r="75%">
    <stop offset="0" stop-color="hsl(${(hue + 200) % 360},25%,80%)"/><stop offset="1" stop-color="hsl(${(hue + 200) % 360},30%,45%)"/>
  </radialGradient></defs>
  <rect width="240" height="300" fill="url(#bg)"/>
  <path d="M20 300 Q24 212 120 200 Q216 212 220 300 Z" fill="hsl(${hue},70%,40%)"/>
  <path d="M96 203 L120 236 L144 203 Z" fill="#ffffff" opacity="0.85"/>
  <rect x="103" y="168" width="34" height="40" rx="12" fill="${skin}"/>
  <ellipse cx="120" cy="128" rx="46" ry="54" fill="${skin}"/>
  <path d="M74 122 Q76 66 120 68 Q166 66 166 122 Q150 92 120 94 Q90 92 74 122 Z" fill="${hair}"/>
  <circle cx="103" cy="130" r="4" fill="#222"/><circle cx="137" cy="130" r="4" fill="#222"/>
  <path d="M106 152 Q120 162 134 152" stroke="#7a3b2e" stroke-width="3" fill="none" stroke-linecap="round"/>
</svg>`;
}

/**
 * Makes DEMO_PHOTO_COUNT portraits with sharp (imported here: only a demo seed needs it at start), stores them and
 * returns their links as an upload would have kept them. About 0.3 s for all.
 */
export async function storeDemoPhotos(store: PhotoStore): Promise<string[]> {
  const { default: sharp } = await import('sharp');
  const links: string[] = [];
  for (let i = 0; i < DEMO_PHOTO_COUNT; i++) {
    const [ext, type] = FORMATS[i % FORMATS.length];
    const picture = sharp(Buffer.from(portraitSvg(i)));
    const bytes =
      ext === 'jpg'
        ? await picture.jpeg({ quality: 80 }).toBuffer()
        : ext === 'webp'
          ? await picture.webp({ quality: 75 }).toBuffer()
          : ext === 'png'
            ? await picture.png().toBuffer()
            : ext === 'avif'
              ? await picture.avif({ quality: 50, effort: 2 }).toBuffer()
              : await picture.gif().toBuffer();
    const key = keyOf(i, ext);
    await store.put(key, bytes, type);
    links.push(store.readUrl(key));
  }
  return links;
}
