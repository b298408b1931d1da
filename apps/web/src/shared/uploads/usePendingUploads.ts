import { useCallback, useEffect, useRef, useState } from 'react';
import { App } from 'antd';
import { uploadImage } from './uploadImage';
import { useUploadPurpose } from './uploadPurpose';

/** A file on its way to storage, shown as a tile until it is stored (or failed). */
export interface PendingUpload {
  key: string;
  file: File;
  /** A blob: URL, for the thumbnail before the stored link exists. */
  preview: string;
  progress: number;
  error?: string;
  /** The stored link this file replaces, when it is a replacement. */
  replaces?: string;
}

let sequence = 0;

/**
 * Runs uploads and keeps their tiles: progress, the failure message (also shown as a toast, spec §8),
 * retry and dismiss. `onStored(link, replaces)` fires once per stored file.
 */
export function usePendingUploads(onStored: (link: string, replaces: string | undefined) => void) {
  const { message } = App.useApp();
  const purpose = useUploadPurpose();
  const [pending, setPending] = useState<PendingUpload[]>([]);
  const controllers = useRef(new Map<string, AbortController>());
  const stored = useRef(onStored);
  useEffect(() => {
    stored.current = onStored;
  });

  const patch = (key: string, change: Partial<PendingUpload>) =>
    setPending((list) => list.map((p) => (p.key === key ? { ...p, ...change } : p)));

  const run = useCallback(
    (item: PendingUpload) => {
      const controller = new AbortController();
      controllers.current.set(item.key, controller);
      uploadImage(item.file, {
        module: purpose,
        signal: controller.signal,
        onProgress: (fraction) => patch(item.key, { progress: Math.round(fraction * 100) }),
      }).then(
        (link) => {
          controllers.current.delete(item.key);
          if (controller.signal.aborted) return;
          URL.revokeObjectURL(item.preview);
          setPending((list) => list.filter((p) => p.key !== item.key));
          stored.current(link, item.replaces);
        },
        (error: unknown) => {
          controllers.current.delete(item.key);
          if (controller.signal.aborted) return;
          const text = error instanceof Error ? error.message : String(error);
          patch(item.key, { error: text, progress: 0 });
          void message.error(text);
        },
      );
    },
    [message, purpose],
  );

  const start = useCallback(
    (files: File[], replaces?: string) => {
      const items = files.map((file) => ({
        key: `upload-${++sequence}`,
        file,
        preview: URL.createObjectURL(file),
        progress: 0,
        replaces,
      }));
      setPending((list) => [...list, ...items]);
      items.forEach(run);
    },
    [run],
  );

  const retry = useCallback(
    (key: string) => {
      const item = pending.find((p) => p.key === key);
      if (!item) return;
      patch(key, { error: undefined, progress: 0 });
      run({ ...item, error: undefined });
    },
    [pending, run],
  );

  const dismiss = useCallback((key: string) => {
    controllers.current.get(key)?.abort();
    setPending((list) => {
      const gone = list.find((p) => p.key === key);
      if (gone) URL.revokeObjectURL(gone.preview);
      return list.filter((p) => p.key !== key);
    });
  }, []);

  // Leaving the form stops what is still uploading and frees the previews.
  const shown = useRef(pending);
  useEffect(() => {
    shown.current = pending;
  }, [pending]);
  useEffect(() => {
    const running = controllers.current;
    return () => {
      running.forEach((c) => c.abort());
      shown.current.forEach((p) => URL.revokeObjectURL(p.preview));
    };
  }, []);

  return { pending, start, retry, dismiss, uploading: pending.some((p) => !p.error) };
}
