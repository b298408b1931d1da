import { z } from 'zod';

export const historyEntrySchema = z.object({
  id: z.number().int(),
  menu: z.string().nullable(),
  itemId: z.number().int().nullable(),
  action: z.string(),
  field: z.string().nullable(),
  oldValue: z.string().nullable(),
  newValue: z.string().nullable(),
  user: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
});
export type HistoryEntry = z.infer<typeof historyEntrySchema>;
