import { INT4_MAX } from './constants.js';
import { z } from 'zod';
import { listQuerySchema, versionField } from './api.js';
import { QUESTION_TYPES } from './enums.js';
import { imageUrlSchema } from './uploads.js';

/** Question types whose answer is picked from the question's options. */
export type CategoryQuestionType = (typeof QUESTION_TYPES)[number];
export const OPTION_QUESTION_TYPES = ['select', 'multiselect'] as const satisfies readonly CategoryQuestionType[];
export const questionHasOptions = (type: string) => (OPTION_QUESTION_TYPES as readonly string[]).includes(type);

export const CATEGORY_SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** "Track & Field" → "track-field"; used when a category is saved without a slug. */
export function categorySlugOf(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 100)
    .replace(/-+$/, '');
}

const id = z.number().int().positive().max(INT4_MAX);
const optionalText = (max: number, message: string) =>
  z
    .string()
    .trim()
    .max(max, message)
    .nullish()
    .transform((v) => (v ? v : null));

const PERCENT_PATTERN = /^\d{1,3}(\.\d{1,2})?$/;
const percent = z
  .string()
  .trim()
  .regex(PERCENT_PATTERN, 'Enter a percent such as 10 or 12.5')
  .refine((v) => Number(v) <= 100, 'Enter a percent from 0 to 100');

export const categoryTemplateInputSchema = z.object({
  id: id.optional(),
  title: z.string().trim().min(1, 'Enter a title').max(255, 'Use at most 255 characters'),
  description1: optionalText(5000, 'Use at most 5000 characters'),
  description2: optionalText(5000, 'Use at most 5000 characters'),
});

export const categoryImageInputSchema = z.object({ url: imageUrlSchema, primary: z.boolean().default(false) });

export const questionOptionInputSchema = z.object({
  id: id.optional(),
  name: z.string().trim().min(1, 'Enter the option').max(150, 'Use at most 150 characters'),
  code: optionalText(50, 'Use at most 50 characters'),
});

export const categoryQuestionInputSchema = z
  .object({
    id: id.optional(),
    questions: z.string().trim().min(1, 'Enter the question').max(500, 'Use at most 500 characters'),
    questionType: z.enum(QUESTION_TYPES, { error: 'Choose a question type' }),
    priority: z.number().int().min(0, 'Use 0 or more').max(1000, 'Use at most 1000').default(0),
    productCategoryId: id.nullish().transform((v) => v ?? null),
    shotLabel: optionalText(100, 'Use at most 100 characters'),
    isShortCard: z.boolean().default(false),
    isAddGallery: z.boolean().default(false),
    options: z.array(questionOptionInputSchema).max(100, 'Use at most 100 options').default([]),
  })
  .superRefine((q, ctx) => {
    if (questionHasOptions(q.questionType) && q.options.length === 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Add at least one option' });
    if (!questionHasOptions(q.questionType) && q.options.length > 0)
      ctx.addIssue({ code: 'custom', path: ['options'], message: 'Only select questions have options' });
    const seen = new Set<string>();
    q.options.forEach((o, i) => {
      const key = (o.code ?? o.name).toLowerCase();
      if (seen.has(key)) ctx.addIssue({ code: 'custom', path: ['options', i, 'name'], message: 'Already listed' });
      seen.add(key);
    });
  });

export const boosterCommissionInputSchema = z.object({
  id: id.optional(),
  organizationId: id,
  percent,
});

const children = {
  templates: z.array(categoryTemplateInputSchema).max(20, 'Use at most 20 templates'),
  images: z
    .array(categoryImageInputSchema)
    .max(20, 'Use at most 20 images')
    .refine((list) => list.filter((i) => i.primary).length <= 1, 'Choose one primary image'),
  /** In display order; `order` is stored from the position. */
  questions: z.array(categoryQuestionInputSchema).max(50, 'Use at most 50 questions'),
  boosterCommissions: z
    .array(boosterCommissionInputSchema)
    .max(500)
    .superRefine((list, ctx) => {
      const seen = new Set<number>();
      list.forEach((c, i) => {
        if (seen.has(c.organizationId))
          ctx.addIssue({ code: 'custom', path: [i, 'organizationId'], message: 'This booster club is listed twice' });
        seen.add(c.organizationId);
      });
    }),
};

const categoryFields = {
  name: z.string().trim().min(1, 'Enter a name').max(100, 'Use at most 100 characters'),
  parentId: id.nullish().transform((v) => v ?? null),
  /** Blank: generated from the name. */
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .max(120, 'Use at most 120 characters')
    .refine((v) => v === '' || CATEGORY_SLUG_PATTERN.test(v), 'Use lower-case letters, digits and single dashes')
    .nullish()
    .transform((v) => v || null),
  description: optionalText(5000, 'Use at most 5000 characters'),
};

/** The whole category with its templates, images, questions (with options) and booster commissions. */
export const categoryInputSchema = z.object({
  ...categoryFields,
  templates: children.templates.default([]),
  images: children.images.default([]),
  questions: children.questions.default([]),
  boosterCommissions: children.boosterCommissions.default([]),
});
export type CategoryInput = z.input<typeof categoryInputSchema>;
export type CategoryInputParsed = z.output<typeof categoryInputSchema>;

/** A list given on update replaces that list (rows keep their ids); a list left out stays as it is. */
export const categoryUpdateSchema = z.object({
  name: categoryFields.name.optional(),
  parentId: categoryFields.parentId.optional(),
  slug: categoryFields.slug.optional(),
  description: categoryFields.description.optional(),
  templates: children.templates.optional(),
  images: children.images.optional(),
  questions: children.questions.optional(),
  boosterCommissions: children.boosterCommissions.optional(),
  ...versionField,
});
export type CategoryUpdate = z.input<typeof categoryUpdateSchema>;
export type CategoryUpdateParsed = z.output<typeof categoryUpdateSchema>;

const ref = z.object({ id: z.number().int(), name: z.string() });

export const categoryListItemSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  parent: ref.nullable(),
  childCount: z.number().int(),
  questionCount: z.number().int(),
  imageUrl: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryListItem = z.infer<typeof categoryListItemSchema>;

export const categoryDetailSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string().nullable(),
  parentId: z.number().int().nullable(),
  parent: ref.nullable(),
  childCount: z.number().int(),
  templates: z.array(
    z.object({
      id: z.number().int(),
      title: z.string(),
      description1: z.string().nullable(),
      description2: z.string().nullable(),
    }),
  ),
  images: z.array(z.object({ id: z.number().int(), imageId: z.number().int(), url: z.string(), primary: z.boolean() })),
  questions: z.array(
    z.object({
      id: z.number().int(),
      questions: z.string(),
      questionType: z.string(),
      priority: z.number().int(),
      sortOrder: z.number().int(),
      productCategoryId: z.number().int().nullable(),
      shotLabel: z.string().nullable(),
      isShortCard: z.boolean(),
      isAddGallery: z.boolean(),
      options: z.array(z.object({ id: z.number().int(), name: z.string(), code: z.string().nullable() })),
    }),
  ),
  boosterCommissions: z.array(
    z.object({
      id: z.number().int(),
      organizationId: z.number().int(),
      organizationName: z.string(),
      percent: z.string(),
    }),
  ),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CategoryDetail = z.infer<typeof categoryDetailSchema>;

/** What the category form picks from, in one call. */
export const categoryLookupsSchema = z.object({
  parents: z.array(ref),
  productCategories: z.array(ref),
  boosterClubs: z.array(ref),
});
export type CategoryLookups = z.infer<typeof categoryLookupsSchema>;

export const CATEGORY_SORT_FIELDS = ['name', 'slug', 'createdAt', 'updatedAt'] as const;
/** `parentId`: a group's id lists its sub-categories; `root` lists the top-level groups. */
export const categoryListQuerySchema = listQuerySchema(CATEGORY_SORT_FIELDS).extend({
  parentId: z.union([z.literal('root'), z.coerce.number().int().positive().max(INT4_MAX)]).optional(),
});
export type CategoryListQuery = z.infer<typeof categoryListQuerySchema>;
/** The list's filters in its address (the web's list state keeps exactly these). */
export const CATEGORY_FILTER_KEYS = ['parentId'] as const satisfies ReadonlyArray<keyof CategoryListQuery>;
