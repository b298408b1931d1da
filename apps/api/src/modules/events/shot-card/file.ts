import type { ShotCard } from '@phlox/contract';
import type { StorageDriver } from '../../../plugins/storage/driver.js';
import { loadThumbnails, type PhotoResult } from './photos.js';
import { renderShotCardPdf } from './pdf.js';

/**
 * A shot card's PDF with its players' photos read through the configured storage. This module pulls in pdfkit and
 * sharp: callers import it on the first card, so neither weighs on the server's start.
 */
export async function buildShotCardPdf(
  card: ShotCard,
  storage: Pick<StorageDriver, 'keyOf' | 'read'>,
  opts: { onPhoto?: (done: number, total: number) => void | Promise<void> } = {},
): Promise<{ pdf: Buffer; photos: Omit<PhotoResult, 'thumbnails'> & { embedded: number } }> {
  const links = card.teams.flatMap((t) => t.players.map((p) => p.imageUrl));
  const { thumbnails, failed, foreign } = await loadThumbnails(links, storage, { onProgress: opts.onPhoto });
  const pdf = await renderShotCardPdf(card, thumbnails);
  return { pdf, photos: { embedded: thumbnails.size, failed, foreign } };
}
