import { useRef, useState } from 'react';
import { App, Button, Flex, Progress, Typography } from 'antd';
import { errorMessage } from '../api/ApiError';

/** Received bytes as people read them: kilobytes under a megabyte, then megabytes. */
const received = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

type Download = (onBytes: (bytes: number) => void, signal: AbortSignal) => Promise<string>;

/**
 * A download the server streams (its size unknown up front): `start` runs it, reporting the bytes received
 * and "Saved <file>" or the error; `progress` is what to show meanwhile (null when idle), with a Cancel that
 * stops the download quietly.
 */
export function useStreamedExport() {
  const { message } = App.useApp();
  const [bytes, setBytes] = useState<number | null>(null);
  const abort = useRef<AbortController | null>(null);

  const start = async (download: Download) => {
    abort.current = new AbortController();
    setBytes(0);
    try {
      void message.success(`Saved ${await download(setBytes, abort.current.signal)}`);
    } catch (error) {
      if (!abort.current.signal.aborted) void message.error(errorMessage(error));
    } finally {
      setBytes(null);
    }
  };

  const progress =
    bytes === null ? null : (
      <Flex align="center" gap={8} role="status" aria-label="Export progress">
        <Progress type="circle" percent={99} size={28} status="active" showInfo={false} />
        <Typography.Text>Exporting… {received(bytes)}</Typography.Text>
        <Button size="small" onClick={() => abort.current?.abort()}>
          Cancel
        </Button>
      </Flex>
    );
  return { start, progress };
}
