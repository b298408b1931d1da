import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import { isBlankAddress, type AddressValues } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { address, images, users } from '../../db/schema/index.js';
import { conflict, pgErrorCode, PG_UNIQUE_VIOLATION } from '../../shared/errors.js';
import { insertImages, softDeleteImages } from '../../shared/images.js';

/**
 * The avatar after a save: `undefined` keeps it, null removes it, a new link becomes a new image row.
 * Returns the image id users.image_id should hold.
 */
export async function saveAvatar(
  tx: Executor,
  currentImageId: number | null,
  url: string | null | undefined,
): Promise<number | null> {
  if (url === undefined) return currentImageId;
  if (currentImageId !== null) {
    const [current] = await tx.select({ url: images.imgUrl }).from(images).where(eq(images.id, currentImageId));
    if (current?.url === url) return currentImageId;
    await softDeleteImages(tx, [currentImageId]);
  }
  if (url === null) return null;
  const [id] = await insertImages(tx, [{ url }]);
  return id;
}

/** The address after a save: `undefined` keeps it, blank removes it, otherwise it is updated in place or created. */
export async function saveAddress(
  tx: Executor,
  currentId: number | null,
  input: AddressValues | null | undefined,
): Promise<number | null> {
  if (input === undefined) return currentId;
  if (input === null || isBlankAddress(input)) {
    if (currentId !== null)
      await tx
        .update(address)
        .set({ deletedAt: sql`now()` })
        .where(eq(address.id, currentId));
    return null;
  }
  if (currentId !== null) {
    const [updated] = await tx
      .update(address)
      .set({ ...input, updatedAt: sql`now()` })
      .where(and(eq(address.id, currentId), isNull(address.deletedAt)))
      .returning({ id: address.id });
    if (updated) return updated.id;
  }
  const [created] = await tx.insert(address).values(input).returning({ id: address.id });
  return created.id;
}

/** One line for the audit trail: "12 Main St, Dallas, TX 75201". */
export function addressLine(a: Partial<AddressValues> | null | undefined): string | null {
  if (!a || isBlankAddress(a)) return null;
  const place = [a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.addressLine1, a.addressLine2, place, a.country].filter(Boolean).join(', ');
}

const emailTaken = () =>
  conflict('Another user already has this e-mail address', { email: 'Another user already has this e-mail address' });
const phoneTaken = () =>
  conflict('Another user already has this phone number', { phone: 'Another user already has this phone number' });

/** E-mail (any case) and phone (however it was typed) belong to one live user each. */
export async function assertContactFree(
  db: Executor,
  contact: { email?: string; phone?: string | null },
  exceptUserId?: number,
) {
  const others = and(isNull(users.deletedAt), exceptUserId ? ne(users.id, exceptUserId) : undefined);
  if (contact.email !== undefined) {
    const [hit] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(others, sql`lower(${users.email}) = lower(${contact.email})`));
    if (hit) throw emailTaken();
  }
  const digits = contact.phone?.replace(/\D/g, '');
  if (digits) {
    const [hit] = await db
      .select({ id: users.id })
      .from(users)
      .where(and(others, sql`regexp_replace(${users.phone}, '\\D', '', 'g') = ${digits}`));
    if (hit) throw phoneTaken();
  }
}

/** The unique indexes are the real guard when two saves race; their violation becomes the same 409. */
export async function translateContactConflict<T>(fn: () => Promise<T>): Promise<T> {
  try {
    return await fn();
  } catch (err) {
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    const text = `${String((err as { cause?: { constraint?: string } }).cause?.constraint ?? '')} ${String(err)}`;
    throw text.includes('phone') ? phoneTaken() : emailTaken();
  }
}
