import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PDFDict, PDFDocument, PDFName, PDFRawStream } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import type { ShotCard } from '@phlox/contract';
import { useEventWorld } from './event-fixtures.js';
import { JPEG_1X1, PNG_1X1 } from './images.js';

const dataDir = mkdtempSync(path.join(tmpdir(), 'phlox-shot-card-'));
const { ids, call, create, game, addOrder } = useEventWorld({ DATA_DIR: dataDir, PUBLIC_URL: 'http://localhost:3000' });

/** Puts a file where the local storage driver keeps uploads and returns its stored link. */
function stored(name: string, bytes: Buffer): string {
  const dir = path.join(dataDir, 'uploads', 'images', '2026', '09');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, name), bytes);
  return `http://localhost:3000/uploads/images/2026/09/${name}`;
}

/** The image XObjects of a PDF, by their /Filter (DCTDecode = JPEG; FlateDecode = PNG pixels). */
async function embeddedImages(bytes: Buffer) {
  const doc = await PDFDocument.load(bytes);
  const found: Array<{ filter: string; width: number }> = [];
  for (const [, obj] of doc.context.enumerateIndirectObjects()) {
    const dict = obj instanceof PDFRawStream ? obj.dict : obj instanceof PDFDict ? obj : null;
    if (dict?.get(PDFName.of('Subtype')) !== PDFName.of('Image')) continue;
    found.push({
      filter: String(dict.get(PDFName.of('Filter'))),
      width: Number(String(dict.get(PDFName.of('Width')))),
    });
  }
  return { pages: doc.getPageCount(), found };
}

describe('shot card', () => {
  it('lists the players from the orders, grouped by team, and renders a PDF embedding their photos', async () => {
    const e = await create(game('2026-09-25'));
    const ep = e.products[0].id;
    await addOrder(e.id, ep, {
      first: 'Avery',
      teamId: ids.lions,
      imageUrl: stored('avery.png', PNG_1X1),
      jersey: '12',
    });
    await addOrder(e.id, ep, { first: 'Blake', teamId: ids.eagles, imageUrl: stored('blake.jpg', JPEG_1X1) });
    // Unreadable photos get a placeholder instead of failing the card.
    await addOrder(e.id, ep, {
      first: 'Casey',
      teamId: ids.eagles,
      imageUrl: 'http://localhost:3000/uploads/images/2026/09/missing.png',
    });
    await addOrder(e.id, ep, {
      first: 'Drew',
      teamId: ids.eagles,
      imageUrl: stored('broken.png', Buffer.from('not an image')),
    });

    const res = await call('GET', `/api/events/${e.id}/shot-card`);
    expect(res.statusCode, res.body).toBe(200);
    const card = res.json().data as ShotCard;
    expect(card.teams.map((t) => [t.teamName, t.players.map((p) => p.name)])).toEqual([
      ['Lincoln Lions', ['Avery Player']],
      ['Westlake Eagles', ['Blake Player', 'Casey Player', 'Drew Player']],
    ]);
    expect(card.teams[0].players[0]).toMatchObject({
      number: '12',
      shotLabels: ['Jersey', 'Pose'],
      answers: [
        { question: 'Jersey number', shotLabel: 'Jersey', answer: '12' },
        { question: 'Favourite pose', shotLabel: 'Pose', answer: 'Running' },
      ],
    });

    const pdf = await call('GET', `/api/events/${e.id}/shot-card.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { pages, found } = await embeddedImages(pdf.rawPayload);
    expect(pages).toBe(1);
    expect(found.filter((i) => i.filter === '/DCTDecode')).toHaveLength(1);
    // The PNG's pixels (its alpha channel rides along as a soft mask).
    expect(found.filter((i) => i.filter === '/FlateDecode').length).toBeGreaterThanOrEqual(1);
    expect(found.every((i) => i.width === 1)).toBe(true);
  });

  it('renders an empty card for an event without orders', async () => {
    const e = await create(game('2026-09-26'));
    const pdf = await call('GET', `/api/events/${e.id}/shot-card.pdf`);
    expect(pdf.statusCode).toBe(200);
    expect((await embeddedImages(pdf.rawPayload)).found).toEqual([]);
  });
});
