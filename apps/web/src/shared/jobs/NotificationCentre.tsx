import { useState } from 'react';
import { Badge, Button, Empty, Flex, List, Popover, Spin, Tag, Typography } from 'antd';
import { BellOutlined } from '@ant-design/icons';
import type { BackgroundJob, JobStatus } from '@phlox/contract';
import { errorMessage } from '../api/ApiError';
import { formatDateTime } from '../format/date';
import { JobDownloadButton, JobProgress } from './JobParts';
import { isActive, useMarkJobsSeen, useMyJobs } from './jobsApi';
import { useJobToasts } from './useJobToasts';

const STATUS: Record<JobStatus, { label: string; color: string }> = {
  queued: { label: 'Waiting', color: 'default' },
  running: { label: 'Running', color: 'processing' },
  retrying: { label: 'Will retry', color: 'warning' },
  succeeded: { label: 'Done', color: 'success' },
  failed: { label: 'Failed', color: 'error' },
};

/** Exported for its test. */
export function JobItem({ job }: { job: BackgroundJob }) {
  const status = job.stalled ? { label: 'Stalled', color: 'warning' } : STATUS[job.status];
  const file = job.result?.file;
  const expired = file ? new Date(file.expiresAt).getTime() < Date.now() : false;
  return (
    <List.Item data-testid="job-item" style={{ display: 'block', background: job.seen ? undefined : '#f0f7ff' }}>
      <Flex vertical gap={2}>
        <Flex justify="space-between" align="start" gap={8}>
          <Typography.Text strong style={{ minWidth: 0 }} ellipsis={{ tooltip: job.title }}>
            {job.title}
          </Typography.Text>
          <Tag color={status.color} style={{ marginInlineEnd: 0 }}>
            {status.label}
          </Tag>
        </Flex>
        <JobProgress job={job} />
        {job.stalled && (
          <Typography.Text type="warning">
            Its worker stopped
            {job.total ? ` at ${job.done.toLocaleString('en-US')} of ${job.total.toLocaleString('en-US')} rows` : ''}.
            Another takes it over within a minute or two and carries on from where it got to.
          </Typography.Text>
        )}
        {job.status === 'succeeded' && job.result?.message && (
          <Typography.Text type="secondary">{job.result.message}</Typography.Text>
        )}
        {(job.status === 'failed' || job.status === 'retrying') && job.error && (
          <Typography.Paragraph type="danger" style={{ marginBottom: 0 }} ellipsis={{ rows: 3, tooltip: job.error }}>
            {job.status === 'retrying'
              ? `Try ${job.attempts} failed: `
              : `Failed after ${job.attempts} ${job.attempts === 1 ? 'try' : 'tries'}: `}
            {job.error}
          </Typography.Paragraph>
        )}
        {file &&
          (expired ? (
            <Typography.Text type="secondary">The download link has expired; export again.</Typography.Text>
          ) : (
            <div>
              <JobDownloadButton url={file.url} name={file.name} />
            </div>
          ))}
        <Typography.Text type="secondary" style={{ fontSize: 12 }}>
          {formatDateTime(job.finishedAt ?? job.createdAt)}
        </Typography.Text>
      </Flex>
    </List.Item>
  );
}

function JobList({ jobs }: { jobs: ReturnType<typeof useMyJobs> }) {
  if (jobs.isPending) return <Spin style={{ display: 'block', padding: 24 }} />;
  if (jobs.isError) return <Typography.Text type="danger">{errorMessage(jobs.error)}</Typography.Text>;
  if (!jobs.data.data.length)
    return (
      <Empty
        image={Empty.PRESENTED_IMAGE_SIMPLE}
        description="Nothing yet. Long exports, recomputes and e-mails you send appear here."
      />
    );
  return <List size="small" dataSource={jobs.data.data} renderItem={(job) => <JobItem job={job} />} />;
}

/**
 * The bell in the header: the background work the signed-in user started (exports, recomputes, e-mails),
 * with progress, outcome and downloads. Kept on the server, so it survives a reload and a new sign-in.
 */
export function NotificationCentre() {
  const jobs = useMyJobs();
  const markSeen = useMarkJobsSeen();
  const [open, setOpen] = useState(false);
  useJobToasts(jobs.data?.data);
  const active = jobs.data?.data.filter(isActive).length ?? 0;
  const unseen = jobs.data?.unseen ?? 0;
  const label = ['Notifications', active ? `${active} running` : '', unseen ? `${unseen} new` : '']
    .filter(Boolean)
    .join(', ');

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Seen once looked at: closing the panel clears the badge of what was shown.
    if (!next && unseen > 0) markSeen.mutate();
  };

  return (
    <Popover
      open={open}
      onOpenChange={onOpenChange}
      trigger="click"
      placement="bottomRight"
      title="Background work"
      content={
        <div style={{ width: 380, maxHeight: 480, overflowY: 'auto' }} data-testid="notification-centre">
          <JobList jobs={jobs} />
        </div>
      }
    >
      <Badge count={unseen || (active ? <Spin size="small" /> : 0)} size="small" offset={[-4, 4]}>
        <Button type="text" shape="circle" icon={<BellOutlined />} aria-label={label} title={label} />
      </Badge>
    </Popover>
  );
}
