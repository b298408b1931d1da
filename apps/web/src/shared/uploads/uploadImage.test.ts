import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MESSAGES } from '@phlox/contract';
import { configureApiClient } from '../api/client';
import { PutFileError, type PutFile } from './putFile';
import { uploadDocument, uploadImage } from './uploadImage';

vi.mock('../auth/tokenCookie', () => ({ readToken: () => 'session-token' }));

const SIGNED = 'https://bucket.example/images/2026/11/1f0e.png?X-Amz-Signature=abc&X-Amz-Expires=300';
const file = new File([new Uint8Array([137, 80, 78, 71])], 'Team Photo.png', { type: 'image/png' });

function answer(status: number, body: string | object) {
  const fetchMock = vi.fn(async () => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

beforeEach(() => configureApiClient({ baseUrl: '', onUnauthorized: vi.fn() }));
afterEach(() => vi.unstubAllGlobals());

describe('uploadImage (spec §7.3)', () => {
  it('returns a string unchanged, without calling anything', async () => {
    const fetchMock = answer(500, '');
    const put = vi.fn<PutFile>();
    expect(await uploadImage('https://cdn.example/old.jpg', { put })).toBe('https://cdn.example/old.jpg');
    expect(fetchMock).not.toHaveBeenCalled();
    expect(put).not.toHaveBeenCalled();
  });

  it('asks for a URL with the file’s name and type, PUTs the raw file there and returns the link cut after the extension', async () => {
    const fetchMock = answer(200, { data: { url: SIGNED } });
    const put = vi.fn<PutFile>(async (_url, _file, { onProgress }) => onProgress?.(0.5));
    const progress: number[] = [];
    const link = await uploadImage(file, { put, onProgress: (f) => progress.push(f) });
    expect(link).toBe('https://bucket.example/images/2026/11/1f0e.png');
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/common/image-upload');
    expect(JSON.parse(init.body as string)).toMatchObject({ name: 'Team Photo.png', type: 'image/png' });
    expect(put.mock.calls[0][0]).toBe(SIGNED);
    expect(put.mock.calls[0][1]).toBe(file);
    expect(progress).toEqual([0.5, 1]);
  });

  it('says what the file is for, so the server can refuse a viewer the link', async () => {
    const fetchMock = answer(200, { data: { url: SIGNED } });
    await uploadImage(file, { put: vi.fn<PutFile>(), module: 'profile' });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toMatchObject({ module: 'profile' });
  });

  it('shows the server’s own message when it answers with an error', async () => {
    answer(400, { error: { code: 'VALIDATION_ERROR', message: 'The image is larger than 10 MB' } });
    await expect(uploadImage(file, { put: vi.fn() })).rejects.toThrow('The image is larger than 10 MB');
  });

  it('shows the “try again later” message when the URL request fails or is not JSON', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    await expect(uploadImage(file, { put: vi.fn() })).rejects.toThrow(MESSAGES.uploadRequestFailed);
    answer(502, '<html>Bad gateway</html>');
    await expect(uploadImage(file, { put: vi.fn() })).rejects.toThrow(MESSAGES.uploadRequestFailed);
    answer(200, { data: {} });
    await expect(uploadImage(file, { put: vi.fn() })).rejects.toThrow(MESSAGES.uploadRequestFailed);
  });

  it('shows the “upload again” message when the PUT throws, or the store’s message when it refuses', async () => {
    answer(200, { data: { url: SIGNED } });
    const thrown: PutFile = async () => {
      throw new PutFileError({ kind: 'network' });
    };
    await expect(uploadImage(file, { put: thrown })).rejects.toThrow(MESSAGES.uploadPutFailed);
    answer(200, { data: { url: SIGNED } });
    const refused: PutFile = async () => {
      throw new PutFileError({
        kind: 'rejected',
        status: 415,
        message: 'The file is not a PNG image. Choose an image file.',
      });
    };
    await expect(uploadImage(file, { put: refused })).rejects.toThrow('The file is not a PNG image');
    answer(200, { data: { url: SIGNED } });
    const xml: PutFile = async () => {
      throw new PutFileError({ kind: 'rejected', status: 403, message: undefined });
    };
    await expect(uploadImage(file, { put: xml })).rejects.toThrow(MESSAGES.uploadPutFailed);
  });
});

describe('uploadDocument (a contract: PDF, DOC, DOCX)', () => {
  const pdf = new File(['%PDF-1.4'], 'Contract.pdf', { type: 'application/pdf' });
  const signed = 'http://127.0.0.1:3000/uploads/documents/2026/11/1f0e.pdf?expires=1&type=application%2Fpdf&sig=x';

  it('asks the document endpoint and returns the link cut after the extension', async () => {
    const fetchMock = answer(200, { data: { url: signed } });
    expect(await uploadDocument(pdf, { put: vi.fn<PutFile>() })).toBe(
      'http://127.0.0.1:3000/uploads/documents/2026/11/1f0e.pdf',
    );
    expect((fetchMock.mock.calls[0] as unknown as [string])[0]).toBe('/api/common/document-upload');
  });

  it('calls the file a document, never an image, when the upload fails', async () => {
    answer(502, '<html>Bad gateway</html>');
    await expect(uploadDocument(pdf, { put: vi.fn() })).rejects.toThrow(
      'Document Upload Failed, Please Try Again Later',
    );
    answer(200, { data: { url: signed } });
    const thrown: PutFile = async () => {
      throw new PutFileError({ kind: 'network' });
    };
    await expect(uploadDocument(pdf, { put: thrown })).rejects.toThrow(
      'Document Upload Failed, Try Uploading the Document Again',
    );
  });
});
