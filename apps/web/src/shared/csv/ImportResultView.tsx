import { Alert, Button, Flex, Statistic, Table, Tag, Typography } from 'antd';
import { DownloadOutlined } from '@ant-design/icons';
import {
  counted,
  CSV_ERRORS_COLUMN,
  describeImport,
  toCsv,
  type ImportOutcome,
  type ImportResult,
  type ImportRowResult,
} from '@phlox/contract';
import { csvBlob } from './csvText';
import { saveFile } from './saveFile';

const OUTCOME_COLORS: Record<ImportOutcome, string> = {
  created: 'green',
  updated: 'blue',
  skipped: 'default',
  failed: 'red',
};

interface ImportResultViewProps {
  result: ImportResult;
  /** The file's columns, for the failed-rows file. */
  headers: string[];
  /** "organizations" → organizations-failed-rows.csv */
  fileStem: string;
  /** The failed rows as a CSV in the file's own layout, when it is not our template's (a matched file). */
  failedRowsCsv?: (failed: ImportRowResult[]) => string;
}

/** What an import did (or would do): the counts, then every updated, skipped and failed row with its line. */
export function ImportResultView({ result, headers, fileStem, failedRowsCsv }: ImportResultViewProps) {
  const { summary, dryRun } = result;
  const failed = result.rows.filter((r) => r.outcome === 'failed');
  const clearing = result.rows.filter((r) => r.clears?.length);
  const cleared = clearing.reduce((n, r) => n + (r.clears?.length ?? 0), 0);
  const verb = (done: string, would: string) => (dryRun ? would : done);
  const written = summary.created + summary.updated + (summary.unmatched ?? 0);

  const downloadFailed = () => {
    const columns = [...headers.filter((h) => h !== CSV_ERRORS_COLUMN), CSV_ERRORS_COLUMN];
    const rows = failed.map((r) => ({ ...r.values, [CSV_ERRORS_COLUMN]: r.messages.join('; ') }));
    const text = failedRowsCsv ? failedRowsCsv(failed) : toCsv(columns, rows);
    saveFile(csvBlob(text), `${fileStem}-failed-rows.csv`);
  };

  return (
    <Flex vertical gap={16}>
      <Alert
        type={summary.failed ? 'warning' : written || dryRun ? 'success' : 'info'}
        showIcon
        title={describeImport(summary, dryRun)}
      />
      {cleared > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${verb('Emptied', 'Will empty')} ${counted(cleared, 'stored value', 'stored values')} on ${counted(clearing.length, 'record')}`}
          description={clearing
            .slice(0, 5)
            .map((r) => `line ${r.line} (${r.label}): ${r.clears!.join(', ')}`)
            .concat(
              clearing.length > 5 ? [`and ${counted(clearing.length - 5, 'more row', 'more rows')}, listed below`] : [],
            )
            .join('; ')}
        />
      )}
      <Flex gap={32} wrap role="group" aria-label="Import summary">
        <Statistic title={verb('Created', 'Would create')} value={summary.created} />
        {summary.unmatched !== undefined && (
          <Statistic title={verb('Kept unmatched', 'Would keep unmatched')} value={summary.unmatched} />
        )}
        <Statistic title={verb('Updated', 'Would update')} value={summary.updated} />
        <Statistic title={verb('Skipped', 'Would skip')} value={summary.skipped} />
        <Statistic
          title="Failed"
          value={summary.failed}
          styles={{ content: { color: summary.failed ? '#cf1322' : undefined } }}
        />
      </Flex>
      {result.rows.length > 0 && (
        <>
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text type="secondary">Lines are counted in the file, the header being line 1.</Typography.Text>
            {failed.length > 0 && (
              <Button icon={<DownloadOutlined aria-hidden />} onClick={downloadFailed}>
                Download failed rows to fix
              </Button>
            )}
          </Flex>
          <Table<ImportRowResult>
            size="small"
            rowKey={(r) => r.line}
            dataSource={result.rows}
            pagination={result.rows.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
            aria-label="Rows not simply created"
            columns={[
              { key: 'line', title: 'Line', dataIndex: 'line', width: 70 },
              {
                key: 'outcome',
                title: 'Result',
                width: 100,
                render: (_, r) => <Tag color={OUTCOME_COLORS[r.outcome]}>{r.outcome}</Tag>,
              },
              { key: 'label', title: 'Name', dataIndex: 'label' },
              {
                key: 'messages',
                title: 'Details',
                render: (_, r) =>
                  r.messages.length ? (
                    <ul style={{ margin: 0, paddingInlineStart: 18 }}>
                      {r.messages.map((m) => (
                        <li key={m}>{m}</li>
                      ))}
                    </ul>
                  ) : r.outcome === 'skipped' ? (
                    <Typography.Text type="secondary">Already up to date</Typography.Text>
                  ) : (
                    <Typography.Text type="secondary">Matched an existing record</Typography.Text>
                  ),
              },
            ]}
          />
        </>
      )}
    </Flex>
  );
}
