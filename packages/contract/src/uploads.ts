import { z } from 'zod';
import { MODULE_NAMES } from './modules.js';

/**
 * Image types the upload pipeline accepts, with the file extension the stored object gets.
 * No SVG: it can carry script.
 */
export const IMAGE_UPLOAD_TYPES = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
} as const;
export type ImageUploadType = keyof typeof IMAGE_UPLOAD_TYPES;
export const IMAGE_UPLOAD_TYPE_LIST = Object.keys(IMAGE_UPLOAD_TYPES) as [ImageUploadType, ...ImageUploadType[]];

export const UPLOAD_TYPE_MESSAGE = 'Only JPEG, PNG, WebP, GIF or AVIF images can be uploaded';

/** Documents (a Statement of Work's contract) the upload pipeline accepts, with their stored extension. */
export const DOCUMENT_UPLOAD_TYPES = {
  'application/pdf': 'pdf',
  'application/msword': 'doc',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'docx',
} as const;
export type DocumentUploadType = keyof typeof DOCUMENT_UPLOAD_TYPES;
export const DOCUMENT_UPLOAD_TYPE_LIST = Object.keys(DOCUMENT_UPLOAD_TYPES) as [
  DocumentUploadType,
  ...DocumentUploadType[],
];
export const DOCUMENT_TYPE_MESSAGE = 'Only PDF, DOC or DOCX files can be uploaded';

/** Every type an upload may have: the storage drivers sign and keep both kinds alike. */
export const UPLOAD_TYPES = { ...IMAGE_UPLOAD_TYPES, ...DOCUMENT_UPLOAD_TYPES } as const;
export type UploadType = keyof typeof UPLOAD_TYPES;
export const isDocumentType = (type: string): type is DocumentUploadType => type in DOCUMENT_UPLOAD_TYPES;

/** Spec §7.2: POST /api/common/image-upload {name, type}; `size` (bytes) is optional and checked early when sent. */
export const imageUploadRequestSchema = z.object({
  name: z.string().trim().min(1, 'Enter the file name').max(255, 'Use a file name of at most 255 characters'),
  type: z.enum(IMAGE_UPLOAD_TYPE_LIST, { error: UPLOAD_TYPE_MESSAGE }),
  size: z.number().int().min(1, 'The file is empty').optional(),
  /**
   * What the file is for: a module (the caller needs its manage tier) or `profile` (the caller's own photo, any
   * signed-in user). Without it the caller needs the manage tier of at least one module.
   */
  module: z.enum(['profile', ...MODULE_NAMES]).optional(),
});
export type ImageUploadRequest = z.infer<typeof imageUploadRequestSchema>;

/** POST /api/common/document-upload {name, type, size?}: the same signed PUT as images, for a document. */
export const documentUploadRequestSchema = z.object({
  name: imageUploadRequestSchema.shape.name,
  type: z.enum(DOCUMENT_UPLOAD_TYPE_LIST, { error: DOCUMENT_TYPE_MESSAGE }),
  size: imageUploadRequestSchema.shape.size,
  module: imageUploadRequestSchema.shape.module,
});
export type DocumentUploadRequest = z.infer<typeof documentUploadRequestSchema>;

/** Spec §7.2: the answer nests a short-lived signed PUT URL in `data`. */
export const imageUploadResponseSchema = z.object({ data: z.object({ url: z.string() }) });
export type ImageUploadResponse = z.infer<typeof imageUploadResponseSchema>;

/** A stored image link: an absolute http(s) URL or a path on this server; never `javascript:` or `data:`. */
export const imageUrlSchema = z
  .string()
  .trim()
  .max(2048, 'Use an image link of at most 2048 characters')
  .refine((v) => /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S+$/.test(v), 'Upload an image');

/** A stored document link: an http(s) URL (a contract elsewhere) or an uploaded file's path on this server. */
export const documentLinkSchema = z
  .string()
  .trim()
  .max(2048, 'Use a link of at most 2048 characters')
  .refine(
    (v) => /^https?:\/\/\S+$/i.test(v) || /^\/(?!\/)\S+$/.test(v),
    'Enter a web address (https://…) or upload the file',
  );

/**
 * Spec §7.3: the stored link (an image's, a document's) is the signed URL cut right after the file extension,
 * which removes the signing query.
 */
export function linkFromUploadUrl(url: string): string {
  const m = /^[^?#]*?\.(?:jpe?g|png|webp|gif|avif|pdf|docx?)(?=$|[?#])/i.exec(url);
  return m ? m[0] : url.split(/[?#]/)[0];
}
