import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage } from 'pdf-lib';
import type { ShotCard } from '@phlox/contract';

const PAGE = { width: 612, height: 792, margin: 40 };
const ROW = 78;
const PHOTO = 64;

/**
 * Reads a player's photo from local storage: the stored link's path after `/uploads/` is the object key.
 * Anything else (another host, s3, a missing or damaged file) gives null and the card shows a placeholder.
 */
export async function readLocalImage(url: string | null, uploadsRoot: string | null): Promise<Buffer | null> {
  if (!url || !uploadsRoot) return null;
  let pathname: string;
  try {
    pathname = new URL(url, 'http://local').pathname;
  } catch {
    return null;
  }
  const at = pathname.indexOf('/uploads/');
  if (at < 0) return null;
  const key = decodeURIComponent(pathname.slice(at + '/uploads/'.length));
  if (!/^[\w\-/]+\.\w+$/.test(key) || key.includes('..')) return null;
  try {
    return await readFile(path.join(uploadsRoot, key));
  } catch {
    return null;
  }
}

async function embed(doc: PDFDocument, bytes: Buffer | null): Promise<PDFImage | null> {
  if (!bytes || bytes.length < 4) return null;
  try {
    if (bytes[0] === 0x89 && bytes[1] === 0x50) return await doc.embedPng(bytes);
    if (bytes[0] === 0xff && bytes[1] === 0xd8) return await doc.embedJpg(bytes);
  } catch {
    return null;
  }
  return null;
}

/** The standard fonts speak WinAnsi only: anything else becomes "?" rather than failing the whole card. */
const safe = (text: string) => text.replace(/[^\x20-\x7E\u00A0-\u00FF]/g, '?');

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'full',
  timeStyle: 'short',
});

/** The shot card as a PDF: one block per team, one row per player with photo, name, number and shots. */
export async function renderShotCardPdf(card: ShotCard, uploadsRoot: string | null): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(safe(`Shot card - ${card.title}`));
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  let page: PDFPage = doc.addPage([PAGE.width, PAGE.height]);
  let y = PAGE.height - PAGE.margin;
  const text = (s: string, x: number, size: number, f: PDFFont = font, color = rgb(0, 0, 0)) =>
    page.drawText(safe(s).slice(0, 110), { x, y, size, font: f, color });
  const need = (h: number) => {
    if (y - h >= PAGE.margin) return;
    page = doc.addPage([PAGE.width, PAGE.height]);
    y = PAGE.height - PAGE.margin;
  };

  text(`Shot card: ${card.title}`, PAGE.margin, 16, bold);
  y -= 20;
  text(chicago.format(new Date(card.startTime)), PAGE.margin, 11, font, rgb(0.3, 0.3, 0.3));
  y -= 28;
  if (!card.teams.length) text('No players to shoot yet: the event has no orders with players.', PAGE.margin, 11);

  for (const team of card.teams) {
    need(24 + ROW);
    text(`${team.teamName} (${team.players.length})`, PAGE.margin, 13, bold);
    y -= 10;
    for (const p of team.players) {
      need(ROW);
      const top = y;
      const image = await embed(doc, await readLocalImage(p.imageUrl, uploadsRoot));
      if (image) page.drawImage(image, { x: PAGE.margin, y: top - PHOTO, width: PHOTO, height: PHOTO });
      else {
        page.drawRectangle({ x: PAGE.margin, y: top - PHOTO, width: PHOTO, height: PHOTO, color: rgb(0.9, 0.9, 0.9) });
        page.drawText('No photo', {
          x: PAGE.margin + 12,
          y: top - PHOTO / 2 - 3,
          size: 8,
          font,
          color: rgb(0.4, 0.4, 0.4),
        });
      }
      const x = PAGE.margin + PHOTO + 12;
      y = top - 14;
      text(`${p.number ? `#${p.number}  ` : ''}${p.name}`, x, 12, bold);
      y -= 15;
      if (p.shotLabels.length) text(`Shots: ${p.shotLabels.join(', ')}`, x, 10);
      y -= 13;
      for (const a of p.answers.slice(0, 3)) {
        text(`${a.shotLabel ?? a.question}: ${a.answer}`, x, 9, font, rgb(0.25, 0.25, 0.25));
        y -= 11;
      }
      y = top - ROW;
    }
    y -= 8;
  }
  return doc.save();
}
