import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Checkbox, Flex, Modal, Progress, Skeleton, Table, Typography } from 'antd';
import { counted, IMPORT_INLINE_MAX_ROWS, type ImportResult, type ImportRowResult } from '@phlox/contract';
import { errorMessage } from '../api/ApiError';
import { BackgroundImportStatus } from './BackgroundImportStatus';
import { failedRowsInFileLayout } from './columnMatching';
import { ColumnMappingFooter, ColumnMappingStep } from './ColumnMappingStep';
import { useCsvImportCalls, type CsvImportDescriptor } from './csvImport';
import { ImportResultView } from './ImportResultView';
import { previewCsvText, readCsvFile, type CsvPreview } from './readCsvFile';
import { useColumnMatching, type ColumnMatching } from './useColumnMatching';

interface CsvImportDialogProps {
  /** The dropped or picked file; the dialog is open while there is one. */
  file: File | null;
  onClose: () => void;
  /** Which import: its columns, calls, limits and options. */
  descriptor: CsvImportDescriptor;
}

/** A matched file's failed rows go back in its own layout, to be fixed where it came from. */
const inFileLayout = (matching?: ColumnMatching) =>
  matching && ((failed: ImportRowResult[]) => failedRowsInFileLayout(matching.table, failed));

const clearCount = (result: ImportResult) => result.rows.reduce((n, r) => n + (r.clears?.length ?? 0), 0);

type Step =
  | { kind: 'reading' }
  | { kind: 'unreadable'; message: string }
  | { kind: 'mapping'; fileName: string; matching: ColumnMatching }
  /** `matching`: the preview is of the file as matched, which "Back to columns" returns to. */
  | { kind: 'preview'; preview: CsvPreview; checked?: ImportResult; matching?: ColumnMatching }
  | { kind: 'done'; preview: CsvPreview; result: ImportResult; matching?: ColumnMatching }
  | { kind: 'background'; preview: CsvPreview; jobId: number };

/**
 * Drop → column matching (a file as another system exported it, when the import allows that) → preview (columns
 * check, first rows) → optional check (dry run) → import → summary and failed rows.
 */
export function CsvImportDialog({ file, onClose, descriptor }: CsvImportDialogProps) {
  const { plural, columns, maxBytes, updatesRecords = false } = descriptor;
  const calls = useCsvImportCalls(descriptor);
  const matcher = useColumnMatching(descriptor);
  const { modal } = App.useApp();
  const [step, setStep] = useState<Step>({ kind: 'reading' });
  const [blankClears, setBlankClears] = useState(false);
  const [busy, setBusy] = useState<false | 'check' | 'import'>(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [progress, setProgress] = useState<number | null>(null);
  // Only a new file starts over; the caller's columns need not be a stable object.
  const columnsRef = useRef(columns);
  const matcherRef = useRef(matcher);
  useEffect(() => {
    columnsRef.current = columns;
    matcherRef.current = matcher;
  });

  useEffect(() => {
    if (!file) return;
    let current = true;
    setStep({ kind: 'reading' });
    setFailure(null);
    setBlankClears(false);
    readCsvFile(file, columnsRef.current, maxBytes).then(
      (preview) => {
        if (!current) return;
        // A file with the template's columns needs no matching.
        const matching = preview.missing.length > 0 ? matcherRef.current?.start(preview.text) : undefined;
        setStep(matching ? { kind: 'mapping', fileName: preview.fileName, matching } : { kind: 'preview', preview });
      },
      (error: unknown) => current && setStep({ kind: 'unreadable', message: errorMessage(error) }),
    );
    return () => {
      current = false;
    };
  }, [file, maxBytes]);

  const inBackground = (preview: CsvPreview) => preview.rowCount > IMPORT_INLINE_MAX_ROWS;

  const request = (preview: CsvPreview, dryRun: boolean) => ({
    text: preview.text,
    fileName: preview.fileName,
    dryRun,
    options: { blankClears },
    onProgress: setProgress,
  });
  const run = async (preview: CsvPreview, dryRun: boolean, checked?: ImportResult, matching?: ColumnMatching) => {
    setBusy(dryRun ? 'check' : 'import');
    setFailure(null);
    try {
      if (!dryRun && updatesRecords) {
        // Emptying stored values is never a surprise: the check runs first and its list is confirmed.
        const check = checked ?? (await calls.runImport(request(preview, true)));
        const n = clearCount(check);
        if (n > 0) {
          setStep({ kind: 'preview', preview, checked: check, matching });
          const go = await modal.confirm({
            title: `Empty ${counted(n, 'stored value', 'stored values')}?`,
            content: 'The rows listed under “Will empty” replace stored values with nothing. Import anyway?',
            okText: 'Import and empty them',
            okButtonProps: { danger: true },
            cancelText: 'Back',
          });
          if (!go) return;
        }
      }
      if (!dryRun && inBackground(preview)) {
        const { jobId } = await calls.runInBackground(preview.text, preview.fileName, { blankClears });
        setStep({ kind: 'background', preview, jobId });
        return;
      }
      const result = await calls.runImport(request(preview, dryRun));
      setStep(
        dryRun ? { kind: 'preview', preview, checked: result, matching } : { kind: 'done', preview, result, matching },
      );
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      setProgress(null);
    }
  };

  const headersWrong = step.kind === 'preview' && (step.preview.missing.length > 0 || step.preview.unknown.length > 0);
  const backToColumns =
    step.kind === 'preview' && step.matching
      ? ({ kind: 'mapping', fileName: step.preview.fileName, matching: step.matching } as const)
      : null;
  const footer =
    step.kind === 'mapping' && matcher ? (
      <ColumnMappingFooter
        matcher={matcher}
        matching={step.matching}
        onCancel={onClose}
        onContinue={() => {
          const text = matcher.confirm(step.matching);
          setStep({ kind: 'preview', preview: previewCsvText(text, step.fileName, columns), matching: step.matching });
        }}
      />
    ) : step.kind === 'preview' ? (
      <Flex justify="flex-end" gap={8}>
        {backToColumns && (
          <Button
            style={{ marginInlineEnd: 'auto' }}
            disabled={busy !== false}
            onClick={() => {
              setFailure(null);
              setStep(backToColumns);
            }}
          >
            Back to columns
          </Button>
        )}
        <Button onClick={onClose} disabled={busy !== false}>
          Cancel
        </Button>
        <Button
          onClick={() => void run(step.preview, true, undefined, step.matching)}
          loading={busy === 'check'}
          disabled={headersWrong || busy === 'import'}
        >
          Check rows
        </Button>
        <Button
          type="primary"
          onClick={() => void run(step.preview, false, step.checked, step.matching)}
          loading={busy === 'import'}
          disabled={headersWrong || busy === 'check'}
        >
          Import {counted(step.preview.rowCount, 'row')}
          {inBackground(step.preview) ? ' in the background' : ''}
        </Button>
      </Flex>
    ) : (
      <Button type="primary" onClick={onClose}>
        {step.kind === 'done' || step.kind === 'background' ? 'Done' : 'Close'}
      </Button>
    );

  return (
    <Modal
      open={file !== null}
      title={`Import ${plural}`}
      onCancel={busy ? undefined : onClose}
      closable={!busy}
      mask={{ closable: false }}
      footer={footer}
      width={960}
      destroyOnHidden
    >
      {step.kind === 'reading' && <Skeleton active paragraph={{ rows: 4 }} />}
      {step.kind === 'unreadable' && <Alert type="error" showIcon role="alert" title={step.message} />}
      {step.kind === 'mapping' && matcher && (
        <ColumnMappingStep
          fileName={step.fileName}
          matcher={matcher}
          matching={step.matching}
          onChange={(matching) => setStep({ ...step, matching })}
        />
      )}
      {step.kind === 'preview' && (
        <Flex vertical gap={16}>
          <PreviewTable preview={step.preview} />
          {updatesRecords && (
            <Checkbox
              checked={blankClears}
              disabled={busy !== false}
              onChange={(e) => {
                setBlankClears(e.target.checked);
                // A check made with the other choice no longer says what the import will do.
                setStep({ kind: 'preview', preview: step.preview, matching: step.matching });
              }}
            >
              Empty cells clear the stored value (otherwise an empty cell keeps it and only “-” clears)
            </Checkbox>
          )}
          {inBackground(step.preview) && (
            <Typography.Text type="secondary">
              Files over {IMPORT_INLINE_MAX_ROWS.toLocaleString('en-US')} rows import in the background: you can close
              this window and keep working while the bell in the header shows its progress.
            </Typography.Text>
          )}
          {step.checked && (
            <ImportResultView
              result={step.checked}
              headers={step.preview.headers}
              fileStem={plural}
              failedRowsCsv={inFileLayout(step.matching)}
            />
          )}
        </Flex>
      )}
      {step.kind === 'background' && (
        <BackgroundImportStatus jobId={step.jobId} headers={step.preview.headers} fileStem={plural} />
      )}
      {step.kind === 'done' && (
        <ImportResultView
          result={step.result}
          headers={step.preview.headers}
          fileStem={plural}
          failedRowsCsv={inFileLayout(step.matching)}
        />
      )}
      {busy && progress !== null && (
        <Progress
          percent={Math.round(progress * 100)}
          status="active"
          aria-label="Import progress"
          style={{ marginTop: 16 }}
        />
      )}
      {failure !== null && (
        <Alert type="error" showIcon role="alert" title={errorMessage(failure)} style={{ marginTop: 16 }} />
      )}
    </Modal>
  );
}

function PreviewTable({ preview }: { preview: CsvPreview }) {
  const { missing, unknown } = preview;
  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <Typography.Text strong>{preview.fileName}</Typography.Text>: {counted(preview.rowCount, 'row')},{' '}
        {counted(preview.headers.length, 'column')}.
      </Typography.Text>
      {(missing.length > 0 || unknown.length > 0) && (
        <Alert
          type="error"
          showIcon
          role="alert"
          title="The columns do not match the template"
          description={[
            missing.length ? `Missing: ${missing.join(', ')}.` : '',
            unknown.length ? `Not in the template: ${unknown.join(', ')}.` : '',
          ]
            .filter(Boolean)
            .join(' ')}
        />
      )}
      <Table<Record<string, string>>
        size="small"
        aria-label="First rows of the file"
        rowKey="__row"
        dataSource={preview.firstRows.map((row, i) => ({ ...row, __row: String(i) }))}
        pagination={false}
        scroll={{ x: 'max-content' }}
        columns={preview.headers.map((h) => ({
          key: h,
          dataIndex: h,
          title: unknown.includes(h) ? <Typography.Text type="danger">{h}</Typography.Text> : h,
          ellipsis: true,
          width: 160,
        }))}
      />
    </Flex>
  );
}
