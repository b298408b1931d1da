import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';

export const levelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Level = z.infer<typeof levelSchema>;

export const levelInputSchema = z.object({
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  code: z
    .string()
    .trim()
    .min(1, 'Enter a code')
    .max(20, 'Use at most 20 characters')
    .regex(/^[A-Za-z0-9_-]+$/, 'Use letters, digits, - and _ only'),
});
export type LevelInput = z.infer<typeof levelInputSchema>;
export const levelUpdateSchema = levelInputSchema.partial().extend(versionField);

export const LEVEL_SORT_FIELDS = ['name', 'code', 'createdAt', 'updatedAt'] as const;
export const levelListQuerySchema = listQuerySchema(LEVEL_SORT_FIELDS);
export type LevelListQuery = z.infer<typeof levelListQuerySchema>;
