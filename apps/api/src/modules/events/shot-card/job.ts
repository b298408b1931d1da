import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { loadShotCard } from './load.js';

export const SHOT_CARD_JOB = 'shot-card-pdf';
export const PDF_TYPE = 'application/pdf';

interface ShotCardJob {
  userId: number;
  eventId: number;
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export const shotCardFileName = (eventId: number) => `shot-card-event-${eventId}.pdf`;

/**
 * A large shot card is made as a job: the card is read when the job runs (the orders as they are then), its photos
 * converted with progress in the bell, and the PDF kept in storage (DATA_DIR/exports or the bucket) for
 * EXPORT_FILE_TTL_HOURS, downloaded by its owner from the notification centre like a long export.
 */
export function defineShotCardJob(app: FastifyInstance) {
  app.queue.define<ShotCardJob>({
    name: SHOT_CARD_JOB,
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 30 * 60,
    async run({ data, trackedId, progress, log }) {
      const card = await loadShotCard(app.db, data.eventId);
      const { buildShotCardPdf } = await import('./file.js');
      const { pdf, photos } = await buildShotCardPdf(card, app.storage, {
        // Awaited: a write still in flight when the job ends would miss the count (it only updates running rows).
        onPhoto: (done, total) => progress(done, total).catch(() => {}),
      });
      if (photos.failed) log.warn({ eventId: card.eventId, ...photos }, 'shot card: some photos could not be read');
      const name = shotCardFileName(card.eventId);
      const { bytes, file, storedKey } = await app.jobFiles.offer(trackedId, name, PDF_TYPE, Readable.from([pdf]));
      const players = card.teams.reduce((n, t) => n + t.players.length, 0);
      return {
        message: `${plural(players, 'player')}, ${plural(photos.embedded, 'photo')} (${Math.ceil(bytes / 1024)} kB)`,
        rows: players,
        file,
        storedKey,
      };
    },
  });
}

/** Queues event `eventId`'s shot card for `userId` (who may see the event: the caller checked). */
export async function queueShotCard(app: FastifyInstance, eventId: number, title: string, userId: number) {
  const { trackedId } = await app.queue.send<ShotCardJob>(
    SHOT_CARD_JOB,
    { userId, eventId },
    { track: { userId, title: `Shot card ${title}` } },
  );
  return { jobId: trackedId! };
}
