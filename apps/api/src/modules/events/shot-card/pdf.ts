import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import type { ShotCard } from '@phlox/contract';

const PAGE = { width: 612, height: 792, margin: 40 };
const PHOTO = 64;
const GUTTER = 12;
const TEXT_X = PAGE.margin + PHOTO + GUTTER;
const TEXT_WIDTH = PAGE.width - PAGE.margin - TEXT_X;
const FULL_WIDTH = PAGE.width - 2 * PAGE.margin;
/** The footer sits in the bottom margin; content stops above it. */
const BOTTOM = PAGE.height - PAGE.margin;
const GREY = '#555555';
/** Free-text answers are the customer's: bounded, so one entry always fits on a page. */
const MAX_NOTES = 4;
/** An image pdfkit has opened (its `openImage`, missing from the typings): `doc.image` takes it as it is. */
type OpenedImage = { width: number; height: number };
const clip = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/**
 * DejaVu Sans (the `dejavu-fonts-ttf` package; Bitstream Vera licence, free to redistribute) covers Latin with every
 * accent — Vietnamese, Polish, Czech, Turkish… — Greek and Cyrillic, so every name prints as written. Read once per
 * process; pdfkit embeds only the glyphs a card uses.
 */
let fonts: Promise<{ regular: Buffer; bold: Buffer }> | undefined;
function loadFonts() {
  const require = createRequire(import.meta.url);
  fonts ??= Promise.all([
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf')),
    readFile(require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf')),
  ]).then(([regular, bold]) => ({ regular, bold }));
  return fonts;
}

const chicago = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/Chicago',
  dateStyle: 'full',
  timeStyle: 'short',
});

/**
 * The shot card as a PDF: a heading (the title wraps, however long), then one block per team and one entry per
 * player — photo (a JPEG thumbnail from `thumbnails`, or a placeholder), jersey number and name, the shot types
 * wanted and the other short-card answers. Long text wraps inside its column; an entry never splits across pages.
 */
export async function renderShotCardPdf(card: ShotCard, thumbnails: Map<string, Buffer>): Promise<Buffer> {
  const { regular, bold } = await loadFonts();
  // Loaded when a card is made: every other request (and process start) skips pdfkit's 0.2 s import.
  const { default: PDFDocument } = await import('pdfkit');
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: PAGE.margin,
    bufferPages: true,
    info: { Title: `Shot card – ${card.title}`, Creator: 'Phlox Admin' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const finished = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('body', regular);
  doc.registerFont('bold', bold);

  /** Writes `text` wrapped to `width` at (x, y) and returns the height it took. */
  const write = (text: string, x: number, y: number, width: number, size: number, font = 'body', color = '#000') => {
    const options = { width, lineGap: 1 };
    doc.font(font).fontSize(size).fillColor(color);
    const height = doc.heightOfString(text, options);
    doc.text(text, x, y, options);
    return height;
  };
  const measure = (text: string, width: number, size: number, font = 'body') =>
    doc.font(font).fontSize(size).heightOfString(text, { width, lineGap: 1 });

  // pdfkit embeds a Buffer again at each use: a photo shared by several players is opened (embedded) once.
  const opened = new Map<string, OpenedImage>();
  const imageOf = (link: string) => {
    const bytes = thumbnails.get(link);
    if (!bytes) return undefined;
    let image = opened.get(link);
    if (!image) opened.set(link, (image = (doc as unknown as { openImage(b: Buffer): OpenedImage }).openImage(bytes)));
    return image;
  };

  let y = PAGE.margin;
  const room = (height: number) => {
    if (y + height <= BOTTOM) return;
    doc.addPage();
    y = PAGE.margin;
  };

  y += write('SHOT CARD', PAGE.margin, y, FULL_WIDTH, 9, 'bold', GREY) + 2;
  y += write(card.title, PAGE.margin, y, FULL_WIDTH, 16, 'bold') + 4;
  y += write(chicago.format(new Date(card.startTime)), PAGE.margin, y, FULL_WIDTH, 11, 'body', GREY) + 4;
  const count = card.teams.reduce((n, t) => n + t.players.length, 0);
  const summary = [
    `${count} ${count === 1 ? 'player' : 'players'}`,
    card.otherTeamPlayers
      ? `${card.otherTeamPlayers} more on this event's orders ${card.otherTeamPlayers === 1 ? 'plays' : 'play'} for other teams and ${card.otherTeamPlayers === 1 ? 'is' : 'are'} not listed`
      : '',
  ]
    .filter(Boolean)
    .join(' · ');
  y += write(summary, PAGE.margin, y, FULL_WIDTH, 9, 'body', GREY) + 16;
  if (!card.teams.length)
    write('No players to shoot yet: the event has no orders with players.', PAGE.margin, y, FULL_WIDTH, 11);

  for (const team of card.teams) {
    const heading = `${team.teamName} (${team.players.length})`;
    // A team heading never ends a page alone: it goes with at least its first player.
    room(measure(heading, FULL_WIDTH, 13, 'bold') + 8 + PHOTO);
    y += write(heading, PAGE.margin, y, FULL_WIDTH, 13, 'bold') + 4;
    doc
      .moveTo(PAGE.margin, y)
      .lineTo(PAGE.width - PAGE.margin, y)
      .lineWidth(0.5)
      .strokeColor('#999999')
      .stroke();
    y += 8;

    for (const p of team.players) {
      const name = `${p.number ? `#${p.number}  ` : ''}${p.name}`;
      const shots = p.shotTypes.length ? clip(`Shots: ${p.shotTypes.join(', ')}`, 300) : '';
      const notes = p.answers
        .filter((a) => a.kind === 'note')
        .slice(0, MAX_NOTES)
        .map((a) => clip(`${a.shotLabel ?? a.question}: ${a.answer}`, 200));
      const height =
        measure(name, TEXT_WIDTH, 12, 'bold') +
        (shots ? measure(shots, TEXT_WIDTH, 10) + 2 : 0) +
        notes.reduce((h, n) => h + measure(n, TEXT_WIDTH, 9) + 1, 0);
      const entry = Math.max(PHOTO, height) + 10;
      room(entry);
      const top = y;
      const photo = p.imageUrl ? imageOf(p.imageUrl) : undefined;
      if (photo) doc.image(photo as unknown as Buffer, PAGE.margin, top, { width: PHOTO, height: PHOTO });
      else {
        doc.rect(PAGE.margin, top, PHOTO, PHOTO).fill('#e6e6e6');
        doc
          .font('body')
          .fontSize(8)
          .fillColor('#666666')
          .text('No photo', PAGE.margin, top + PHOTO / 2 - 5, { width: PHOTO, align: 'center' });
      }
      let ty = top;
      ty += write(name, TEXT_X, ty, TEXT_WIDTH, 12, 'bold') + 2;
      if (shots) ty += write(shots, TEXT_X, ty, TEXT_WIDTH, 10) + 2;
      for (const n of notes) ty += write(n, TEXT_X, ty, TEXT_WIDTH, 9, 'body', '#333333') + 1;
      y = top + entry;
    }
    y += 8;
  }

  // Page numbers, once every page exists.
  const { start, count: pages } = doc.bufferedPageRange();
  for (let i = start; i < start + pages; i++) {
    doc.switchToPage(i);
    const footer = `${clip(card.title, 90)} · page ${i - start + 1} of ${pages}`;
    // Inside the bottom margin: lift the margin so pdfkit does not start a new page for it.
    doc.page.margins.bottom = 0;
    doc
      .font('body')
      .fontSize(8)
      .fillColor(GREY)
      .text(footer, PAGE.margin, PAGE.height - PAGE.margin + 12, {
        width: FULL_WIDTH,
        align: 'center',
        lineBreak: false,
      });
  }
  doc.end();
  await finished;
  return Buffer.concat(chunks);
}
