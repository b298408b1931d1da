import { useState } from 'react';
import { App, Button, Flex, Progress, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import type { BackgroundJob } from '@phlox/contract';
import { errorMessage } from '../api/ApiError';
import { saveJobFile } from './jobsApi';

/** A running job's bar, with rows done of the total when it counts them. */
export function JobProgress({ job }: { job: BackgroundJob }) {
  if (job.status !== 'running') return null;
  // A stalled job's bar stops moving: nothing is being done until another worker takes it over.
  const state = job.stalled ? 'normal' : 'active';
  if (!job.total) return <Progress percent={100} status={state} showInfo={false} size="small" />;
  const percent = Math.min(100, Math.floor((job.done / job.total) * 100));
  return (
    <Flex vertical gap={0}>
      <Progress percent={percent} status={state} size="small" />
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {job.done.toLocaleString('en-US')} of {job.total.toLocaleString('en-US')} rows
      </Typography.Text>
    </Flex>
  );
}

/** The file comes from the API with the session's token, which a plain link could not send. */
export function JobDownloadButton({ url, name }: { url: string; name: string }) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);
  const download = async () => {
    setBusy(true);
    try {
      await saveJobFile(url, name);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button
      type="link"
      icon={<DownloadOutlined aria-hidden />}
      loading={busy}
      onClick={() => void download()}
      style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
    >
      Download {name}
    </Button>
  );
}
