import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';

/** The highest price a product may have: $100,000 (cents), far above any photo product. */
export const MAX_PRODUCT_PRICE = 10_000_000;

const description = z.string().trim().max(2000, 'Use at most 2000 characters').nullable().optional();
const optionalId = z.coerce.number().int().positive().max(INT4_MAX).optional();

export const productCategorySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Live products in the category. */
  productCount: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type ProductCategory = z.infer<typeof productCategorySchema>;

export const productCategoryInputSchema = z.object({
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  description,
});
export type ProductCategoryInput = z.infer<typeof productCategoryInputSchema>;
export const productCategoryUpdateSchema = productCategoryInputSchema.partial().extend(versionField);

export const PRODUCT_CATEGORY_SORT_FIELDS = ['name', 'createdAt'] as const;
export const productCategoryListQuerySchema = listQuerySchema(PRODUCT_CATEGORY_SORT_FIELDS);
export type ProductCategoryListQuery = z.infer<typeof productCategoryListQuerySchema>;

export const productSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** cents */
  price: z.number().int(),
  productCategoryId: z.number().int().nullable(),
  productCategory: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Product = z.infer<typeof productSchema>;

export const productInputSchema = z.object({
  name: z.string({ error: 'Enter a name' }).trim().min(1, 'Enter a name').max(150, 'Use at most 150 characters'),
  description,
  price: z
    .number({ error: 'Enter a price' })
    .int('Enter a price in whole cents')
    .min(0, 'The price cannot be negative')
    .max(MAX_PRODUCT_PRICE, 'Enter at most $100,000'),
  productCategoryId: z
    .number({ error: 'Choose a product category' })
    .int()
    .positive('Choose a product category')
    .max(INT4_MAX, 'Choose a product category'),
});
export type ProductInput = z.infer<typeof productInputSchema>;
export const productUpdateSchema = productInputSchema.partial().extend(versionField);

export const PRODUCT_SORT_FIELDS = ['name', 'price', 'createdAt'] as const;
export const PRODUCT_FILTER_KEYS = ['productCategoryId'] as const;
export const productListQuerySchema = listQuerySchema(PRODUCT_SORT_FIELDS).extend({ productCategoryId: optionalId });
export type ProductListQuery = z.infer<typeof productListQuerySchema>;
