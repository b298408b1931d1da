import { and, eq } from 'drizzle-orm';
import { DOCUMENT_UPLOAD_TYPES, ERROR_CODES } from '@phlox/contract';
import type { Executor } from '../../db/client.js';
import { statementsOfWork } from '../../db/schema/index.js';
import { AppError, notFound } from '../../shared/errors.js';
import { isDocumentKey, OBJECT_KEY_PATTERN, type StorageDriver } from '../../plugins/storage/driver.js';
import { liveSow } from './detail.js';

const noFile = () =>
  new AppError(404, ERROR_CODES.notFound, 'This Statement of Work has no uploaded contract to download');

/**
 * The uploaded contract of a live Statement of Work: its bytes, type and name. The stored link (whatever
 * PUBLIC_URL or host it was written under, or a relative one) only names the object; the caller's right to the
 * Statement of Work is what opens it. A contract kept elsewhere (a link) or a file no longer stored is a 404.
 */
export async function contractFile(
  db: Executor,
  storage: Pick<StorageDriver, 'keyOf' | 'read'>,
  id: number,
  maxBytes: number,
): Promise<{ bytes: Buffer; type: string; name: string }> {
  const [row] = await db
    .select({ url: statementsOfWork.contractUrl, fileName: statementsOfWork.contractFileName })
    .from(statementsOfWork)
    .where(and(eq(statementsOfWork.id, id), liveSow));
  if (!row) throw notFound('Statement of Work');
  const key = row.url ? storage.keyOf(row.url) : null;
  if (!key || !isDocumentKey(key) || !OBJECT_KEY_PATTERN.test(key)) throw noFile();
  const bytes = await storage.read(key, maxBytes);
  if (!bytes) throw noFile();
  const extension = key.slice(key.lastIndexOf('.') + 1);
  const type = Object.entries(DOCUMENT_UPLOAD_TYPES).find(([, ext]) => ext === extension)?.[0];
  return {
    bytes,
    type: type ?? 'application/octet-stream',
    name: row.fileName?.trim() || `Contract.${extension}`,
  };
}
