import type { FastifyInstance } from 'fastify';
import { orderExportName, type OrderExportJobInput } from '@phlox/contract';
import { CSV_TYPE } from '../../shared/download.js';
import { XLSX_CONTENT_TYPE } from '../../shared/xlsx.js';
import { exportOrdersCsv, exportOrdersXlsx } from './export.js';
import { orderSearch, resolveMatches } from './filters.js';
import { countOrders } from './list.js';

export const ORDERS_EXPORT_JOB = 'orders-export';

interface OrdersExportJob {
  userId: number;
  input: OrderExportJobInput;
  name: string;
}

/**
 * A long orders export runs as a job: the file is streamed to storage (DATA_DIR/exports or the bucket) and offered
 * in the notification centre for EXPORT_FILE_TTL_HOURS; no request is held open for the whole file.
 */
export function defineOrdersExportJob(app: FastifyInstance) {
  app.queue.define<OrdersExportJob>({
    name: ORDERS_EXPORT_JOB,
    retryLimit: 2,
    retryDelay: 30,
    expireInSeconds: 2 * 60 * 60,
    async run({ data, trackedId, progress, log }) {
      const { format, ...query } = data.input;
      const { total } = await countOrders(app.db, await resolveMatches(app.db, query));
      let done = 0;
      const onOrders = (n: number) => {
        done += n;
        void progress(done, total).catch(() => {});
      };
      const body =
        format === 'csv'
          ? await exportOrdersCsv(app.db, query, onOrders)
          : await exportOrdersXlsx(app.db, query, (err) => log.error({ err }, 'orders export failed'), onOrders);
      const type = format === 'csv' ? CSV_TYPE : XLSX_CONTENT_TYPE;
      const { bytes, file, storedKey } = await app.jobFiles.offer(trackedId, data.name, type, body);
      return {
        message: `${done.toLocaleString('en-US')} orders exported (${(bytes / 1024 / 1024).toFixed(1)} MB)`,
        rows: done,
        file,
        storedKey,
      };
    },
  });
}

/** Queues an export of the filtered orders for `userId`; its progress and file appear in their bell. */
export async function queueOrdersExport(
  app: FastifyInstance,
  input: OrderExportJobInput,
  userId: number,
  today: string,
) {
  // A search the export would refuse (too short, too many matches) is a 400 now, not a job failing later.
  orderSearch(input.q);
  await resolveMatches(app.db, input);
  const name = orderExportName(input, today, input.format);
  const { trackedId } = await app.queue.send<OrdersExportJob>(
    ORDERS_EXPORT_JOB,
    { userId, input, name },
    { track: { userId, title: `Orders export ${name}` } },
  );
  return { jobId: trackedId! };
}
