/** Why a PUT of the file failed: the request itself (network, CORS, abort), or the store's answer. */
export type PutFailure = { kind: 'network' } | { kind: 'rejected'; status: number; message: string | undefined };

export class PutFileError extends Error {
  constructor(readonly failure: PutFailure) {
    super(failure.kind === 'network' ? 'The upload did not complete' : (failure.message ?? `HTTP ${failure.status}`));
  }
}

export type PutFile = (
  url: string,
  file: Blob,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal },
) => Promise<void>;

function serverMessage(text: string): string | undefined {
  try {
    const message = (JSON.parse(text) as { error?: { message?: unknown } }).error?.message;
    return typeof message === 'string' ? message : undefined;
  } catch {
    return undefined; // S3 answers XML; its wording is not meant for users
  }
}

/**
 * PUTs the raw file with its own Content-Type (spec §7.3). XMLHttpRequest rather than fetch: fetch
 * cannot report upload progress. No session header: the signed URL is the only authorisation.
 */
export const putFile: PutFile = (url, file, { onProgress, signal }) =>
  new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.setRequestHeader('Content-Type', file.type);
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable) onProgress?.(e.loaded / e.total);
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve();
      else reject(new PutFileError({ kind: 'rejected', status: xhr.status, message: serverMessage(xhr.responseText) }));
    };
    xhr.onerror = xhr.onabort = xhr.ontimeout = () => reject(new PutFileError({ kind: 'network' }));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
