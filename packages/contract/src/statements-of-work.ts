import { z } from 'zod';

/** A Statement of Work's state: a draft is being negotiated; active ones are agreed and running. */
export const SOW_STATUSES = ['active', 'inactive', 'draft'] as const;
export type SowStatus = (typeof SOW_STATUSES)[number];
export const SOW_STATUS_LABELS: Record<SowStatus, string> = { active: 'Active', inactive: 'Inactive', draft: 'Draft' };
