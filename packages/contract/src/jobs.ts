import { z } from 'zod';
import { importSummarySchema } from './csv-import.js';

/** queued → running → succeeded | failed; `retrying` between tries when one failed and another follows. */
export const JOB_STATUSES = ['queued', 'running', 'retrying', 'succeeded', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** What a finished job leaves for the person who started it. */
export const jobResultSchema = z.object({
  message: z.string().optional(),
  rows: z.number().int().optional(),
  /** A file to download (exports): its link stops working at `expiresAt`. */
  file: z.object({ name: z.string(), url: z.string(), expiresAt: z.string() }).optional(),
  /** A background import's counts; its `file` holds the failed rows with their errors, to fix and import again. */
  summary: importSummarySchema.optional(),
});
export type JobResult = z.infer<typeof jobResultSchema>;

/** One row of the notification centre: background work the signed-in user started. */
export const backgroundJobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  title: z.string(),
  status: z.enum(JOB_STATUSES),
  done: z.number().int(),
  total: z.number().int().nullable(),
  result: jobResultSchema.nullable(),
  error: z.string().nullable(),
  attempts: z.number().int(),
  createdAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  seen: z.boolean(),
  /**
   * Running, but its worker stopped beating (a process killed mid-job): the queue hands it to another worker
   * within about a minute, resuming from its last checkpoint.
   */
  stalled: z.boolean(),
});
export type BackgroundJob = z.infer<typeof backgroundJobSchema>;

export const jobListResponseSchema = z.object({
  data: z.array(backgroundJobSchema),
  /** Finished jobs whose outcome the person has not seen yet (the bell's badge). */
  unseen: z.number().int(),
});
export type JobListResponse = z.infer<typeof jobListResponseSchema>;

/** How long a background export's file can be downloaded. */
export const EXPORT_FILE_TTL_HOURS = 24;

/** 202 of a request that started a job: the notification centre's row to follow. */
export const jobStartedSchema = z.object({ jobId: z.number().int() });
export type JobStarted = z.infer<typeof jobStartedSchema>;

/** A running try beats every few seconds; one silent this long (seconds) lost its worker and is tried again. */
export const JOB_LEASE_SECONDS = 60;

/** How many jobs the notification centre lists (newest first). */
export const JOB_LIST_LIMIT = 30;
