import { linkFromUploadUrl, MESSAGES, type ImageUploadResponse } from '@phlox/contract';
import { api } from '../api/client';
import { isApiError, HTTP_ERROR, NETWORK_ERROR } from '../api/ApiError';
import { putFile as defaultPut, PutFileError, type PutFile } from './putFile';
import type { UploadPurpose } from './uploadPurpose';

/** A failed upload; `message` is the sentence to show the user (spec §8). */
export class ImageUploadError extends Error {
  override readonly name = 'ImageUploadError';
}

export interface UploadOptions {
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
  /** How the file is PUT; tests swap it. */
  put?: PutFile;
  /** What the file is for (a module, or `profile`): the server checks the caller may change it. */
  module?: UploadPurpose;
}

/** Spec §8's words for an image; the same sentences for a document (a contract is not an "Image"). */
const FAILED = {
  image: { request: MESSAGES.uploadRequestFailed, put: MESSAGES.uploadPutFailed },
  document: {
    request: 'Document Upload Failed, Please Try Again Later',
    put: 'Document Upload Failed, Try Uploading the Document Again',
  },
} as const;
type Kind = keyof typeof FAILED;

const ENDPOINTS: Record<Kind, string> = {
  image: '/api/common/image-upload',
  document: '/api/common/document-upload',
};

async function requestUploadUrl(kind: Kind, file: File, module: UploadPurpose | undefined): Promise<string> {
  try {
    const res = await api.post<ImageUploadResponse>(ENDPOINTS[kind], {
      name: file.name,
      type: file.type,
      size: file.size,
      ...(module ? { module } : {}),
    });
    if (typeof res?.data?.url !== 'string') throw new ImageUploadError(FAILED[kind].request);
    return res.data.url;
  } catch (error) {
    if (error instanceof ImageUploadError) throw error;
    // The server answered {error: {message}}: its own words. No answer, or not JSON: the generic sentence.
    if (isApiError(error) && error.code !== NETWORK_ERROR && error.code !== HTTP_ERROR)
      throw new ImageUploadError(error.message);
    throw new ImageUploadError(FAILED[kind].request);
  }
}

/**
 * Spec §7.3. A string is already a stored link and is returned as is. A file: ask for a signed URL
 * (POST /api/common/image-upload {name, type}), PUT the raw file there with its Content-Type, and return
 * the stored link — the URL cut right after the file extension. Unlike the original app this awaits the
 * PUT, so callers can show progress and a failure (docs/decisions.md).
 */
export const uploadImage = (fileOrLink: File | string, options: UploadOptions = {}) =>
  upload('image', fileOrLink, options);

/** The same for a document (a Statement of Work's contract: PDF, DOC, DOCX), through the document endpoint. */
export const uploadDocument = (file: File, options: UploadOptions = {}) => upload('document', file, options);

async function upload(kind: Kind, fileOrLink: File | string, options: UploadOptions): Promise<string> {
  if (typeof fileOrLink === 'string') return fileOrLink;
  const url = await requestUploadUrl(kind, fileOrLink, options.module);
  try {
    await (options.put ?? defaultPut)(url, fileOrLink, { onProgress: options.onProgress, signal: options.signal });
  } catch (error) {
    const rejected = error instanceof PutFileError && error.failure.kind === 'rejected' ? error.failure : undefined;
    throw new ImageUploadError(rejected?.message ?? FAILED[kind].put);
  }
  options.onProgress?.(1);
  return linkFromUploadUrl(url);
}
