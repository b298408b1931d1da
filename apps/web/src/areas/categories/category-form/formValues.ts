import type { CategoryDetail, CategoryInput, CategoryQuestionType } from '@phlox/contract';
import { questionHasOptions } from '@phlox/contract';
import type { ImageItem } from '../../../shared/uploads/ImageDropzone';

/** The category form's values: what the fields hold, close to the API's input. */
export interface CategoryFormValues {
  name: string;
  slug: string;
  parentId: number | null;
  description: string;
  templates: Array<{ id?: number; title: string; description1: string; description2: string }>;
  images: ImageItem[];
  questions: Array<{
    id?: number;
    questions: string;
    questionType: CategoryQuestionType;
    priority: number | null;
    productCategoryId: number | null;
    shotLabel: string;
    isShortCard: boolean;
    isAddGallery: boolean;
    options: Array<{ id?: number; name: string; code: string }>;
  }>;
  boosterCommissions: Array<{ id?: number; organizationId?: number; percent: string | null }>;
}

export type QuestionValues = CategoryFormValues['questions'][number];

export const newQuestion = (): QuestionValues => ({
  questions: '',
  questionType: 'text',
  priority: 0,
  productCategoryId: null,
  shotLabel: '',
  isShortCard: false,
  isAddGallery: false,
  options: [],
});

export function valuesOf(c?: CategoryDetail): CategoryFormValues {
  return {
    name: c?.name ?? '',
    slug: c?.slug ?? '',
    parentId: c?.parentId ?? null,
    description: c?.description ?? '',
    templates: (c?.templates ?? []).map((t) => ({
      id: t.id,
      title: t.title,
      description1: t.description1 ?? '',
      description2: t.description2 ?? '',
    })),
    images: (c?.images ?? []).map((i) => ({ url: i.url, primary: i.primary })),
    questions: (c?.questions ?? []).map((q) => ({
      id: q.id,
      questions: q.questions,
      questionType: q.questionType as CategoryQuestionType,
      priority: q.priority,
      productCategoryId: q.productCategoryId,
      shotLabel: q.shotLabel ?? '',
      isShortCard: q.isShortCard,
      isAddGallery: q.isAddGallery,
      options: q.options.map((o) => ({ id: o.id, name: o.name, code: o.code ?? '' })),
    })),
    boosterCommissions: (c?.boosterCommissions ?? []).map((b) => ({
      id: b.id,
      organizationId: b.organizationId,
      percent: b.percent,
    })),
  };
}

const blankToNull = (v: string | null | undefined) => (v && v.trim() ? v.trim() : null);

/** The whole category as the API takes it; options are dropped from questions that do not use them. */
export function toInput(v: CategoryFormValues): CategoryInput {
  return {
    name: v.name.trim(),
    slug: blankToNull(v.slug),
    parentId: v.parentId ?? null,
    description: blankToNull(v.description),
    templates: (v.templates ?? []).map((t) => ({
      id: t.id,
      title: t.title.trim(),
      description1: blankToNull(t.description1),
      description2: blankToNull(t.description2),
    })),
    images: (v.images ?? []).map((i) => ({ url: i.url, primary: Boolean(i.primary) })),
    questions: (v.questions ?? []).map((q) => ({
      id: q.id,
      questions: q.questions.trim(),
      questionType: q.questionType,
      priority: q.priority ?? 0,
      productCategoryId: q.productCategoryId ?? null,
      shotLabel: blankToNull(q.shotLabel),
      isShortCard: Boolean(q.isShortCard),
      isAddGallery: Boolean(q.isAddGallery),
      options: questionHasOptions(q.questionType)
        ? (q.options ?? []).map((o) => ({ id: o.id, name: o.name.trim(), code: blankToNull(o.code) }))
        : [],
    })),
    boosterCommissions: (v.boosterCommissions ?? []).map((b) => ({
      id: b.id,
      organizationId: b.organizationId as number,
      percent: String(b.percent ?? '').trim(),
    })),
  };
}
