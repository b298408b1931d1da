import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { GIFTCARD_TRANSACTION_TYPES } from './enums.js';

/** BUSINESS_RULES: a new card is worth $100 unless the admin says otherwise. */
export const GIFTCARD_DEFAULT_VALUE = 10_000;
export const GIFTCARD_MAX_CENTS = 10_000_000;
/** Generated codes: 10 upper-case letters and digits, from a cryptographic random source. */
export const GIFTCARD_CODE_LENGTH = 10;
export const GIFTCARD_CODE_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
export type GiftcardTransactionType = (typeof GIFTCARD_TRANSACTION_TYPES)[number];

const person = z.object({ id: z.number().int(), name: z.string() }).nullable();

export const giftcardSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  description: z.string().nullable(),
  /** cents: the opening credit */
  value: z.number().int(),
  /** cents: value + credits − debits */
  balance: z.number().int(),
  transactionCount: z.number().int(),
  createdBy: person,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Giftcard = z.infer<typeof giftcardSchema>;

const cents = (what: string) =>
  z
    .number({ error: `Enter ${what}` })
    .int('Enter whole cents')
    .max(GIFTCARD_MAX_CENTS, 'Enter at most $100,000');

export const giftcardInputSchema = z.object({
  /** Left out or empty: the server generates one. */
  code: z
    .string()
    .trim()
    .max(20, 'Use at most 20 characters')
    .regex(/^([A-Za-z0-9]{6,20})?$/, 'Use 6 to 20 letters and digits')
    .toUpperCase()
    .optional(),
  description: z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional(),
  value: cents('a value').min(0, 'The value cannot be negative').default(GIFTCARD_DEFAULT_VALUE),
});
export type GiftcardInput = z.input<typeof giftcardInputSchema>;
export const giftcardUpdateSchema = z
  .object({
    code: giftcardInputSchema.shape.code,
    description: giftcardInputSchema.shape.description,
    value: cents('a value').min(0, 'The value cannot be negative').optional(),
  })
  .extend(versionField);
export type GiftcardUpdate = z.infer<typeof giftcardUpdateSchema>;

export const GIFTCARD_BALANCE_FILTERS = ['has_balance', 'empty'] as const;
export const GIFTCARD_SORT_FIELDS = ['code', 'value', 'balance', 'createdAt'] as const;
export const GIFTCARD_FILTER_KEYS = ['balance'] as const;
export const giftcardListQuerySchema = listQuerySchema(GIFTCARD_SORT_FIELDS).extend({
  balance: z.enum(GIFTCARD_BALANCE_FILTERS).optional(),
});
export type GiftcardListQuery = z.infer<typeof giftcardListQuerySchema>;

export const giftcardTransactionSchema = z.object({
  id: z.number().int(),
  transactionType: z.enum(GIFTCARD_TRANSACTION_TYPES),
  amount: z.number().int(),
  orderId: z.number().int().nullable(),
  orderProductId: z.number().int().nullable(),
  reason: z.string().nullable(),
  user: person,
  createdAt: z.string(),
});
export type GiftcardTransaction = z.infer<typeof giftcardTransactionSchema>;

/** A manual credit or debit by staff; the reason is required and kept on the ledger row. */
export const giftcardAdjustmentSchema = z.object({
  transactionType: z.enum(GIFTCARD_TRANSACTION_TYPES, { error: 'Choose credit or debit' }),
  amount: cents('an amount').min(1, 'Enter an amount above zero'),
  reason: z.string({ error: 'Enter a reason' }).trim().min(1, 'Enter a reason').max(500, 'Use at most 500 characters'),
});
export type GiftcardAdjustment = z.infer<typeof giftcardAdjustmentSchema>;
export const giftcardAdjustmentResultSchema = z.object({
  transaction: giftcardTransactionSchema,
  balance: z.number().int(),
});

export const giftcardTransactionListQuerySchema = listQuerySchema(['createdAt'] as const);
