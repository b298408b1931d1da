import { Alert, Flex, Typography } from 'antd';
import { counted, emptyImportResult } from '@phlox/contract';
import { JobDownloadButton, JobProgress } from '../jobs/JobParts';
import { isActive, useMyJobs } from '../jobs/jobsApi';
import { ImportResultView } from './ImportResultView';

/**
 * A background import as the dialog shows it: waiting, progress in rows, then the counts and the rows to fix as a
 * file. The dialog may be closed at any time; the bell in the header shows the same job.
 */
export function BackgroundImportStatus({
  jobId,
  headers,
  fileStem,
}: {
  jobId: number;
  headers: string[];
  fileStem: string;
}) {
  const jobs = useMyJobs();
  const job = jobs.data?.data.find((j) => j.id === jobId);
  // Until the list shows the new job, it is waiting to start.
  if (!job) return <Waiting title="Waiting to start the import…" />;
  const summary = job.result?.summary;
  const file = job.result?.file;
  return (
    <Flex vertical gap={16} aria-live="polite">
      {isActive(job) && (
        <Waiting title={job.status === 'queued' ? 'Waiting to start the import…' : 'Importing in the background…'} />
      )}
      <JobProgress job={job} />
      {job.status === 'retrying' && job.error && (
        <Typography.Text type="warning">
          Try {job.attempts} failed ({job.error}); it goes on from the last finished part shortly.
        </Typography.Text>
      )}
      {job.status === 'succeeded' && summary && (
        <ImportResultView result={{ ...emptyImportResult(), summary }} headers={headers} fileStem={fileStem} />
      )}
      {job.status === 'succeeded' && file && (
        <Flex align="center" gap={8} wrap>
          <Typography.Text>The failed rows, with their errors, to fix and import again:</Typography.Text>
          <JobDownloadButton url={file.url} name={file.name} />
        </Flex>
      )}
      {job.status === 'failed' && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title={`The import stopped after ${counted(job.attempts, 'try', 'tries')}`}
          description={`${job.error ?? 'Unknown error'}. Rows imported before it stopped are kept; importing the same file again skips them.`}
        />
      )}
    </Flex>
  );
}

function Waiting({ title }: { title: string }) {
  return (
    <Alert
      type="info"
      showIcon
      title={title}
      description="You can close this window and keep working: the bell in the header shows how far it is, and the rows to fix when it ends."
    />
  );
}
