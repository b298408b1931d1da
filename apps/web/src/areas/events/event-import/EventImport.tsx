import { useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { toCsv, EVENT_CSV_COLUMNS, EVENT_CSV_EXAMPLE, EVENT_CSV_REQUIRED } from '@phlox/contract';
import { CsvDropTarget, CsvFileInput } from '../../../shared/csv/CsvDropTarget';
import { CsvImportDialog } from '../../../shared/csv/CsvImportDialog';
import { csvBlob } from '../../../shared/csv/csvText';
import { saveFile } from '../../../shared/csv/saveFile';
import { useImportEvents, useStartEventImportJob } from '../api';

const COLUMNS = { known: EVENT_CSV_COLUMNS, required: EVENT_CSV_REQUIRED };
/** Parts keep each request small, so a schedule may be bigger than one request's limit. */
const MAX_FILE_BYTES = 20 * 1024 * 1024;

interface EventImportProps {
  /** Whether the user may import (manage); otherwise the list is shown without the drop target. */
  enabled: boolean;
  children: ReactNode;
  /** Renders the "Import CSV" and "CSV template" buttons where the page wants them. */
  renderActions: (actions: ReactNode) => ReactNode;
}

/** CSV import of a schedule: drop a file on the events list (or pick one), preview, check, import with progress. */
export function EventImport({ enabled, children, renderActions }: EventImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useImportEvents();
  const startJob = useStartEventImportJob();
  const { message } = App.useApp();

  if (!enabled)
    return (
      <>
        {renderActions(null)}
        {children}
      </>
    );
  const actions = (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => inputRef.current?.click()}>
        Import CSV
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => {
          saveFile(csvBlob(toCsv(EVENT_CSV_COLUMNS, [EVENT_CSV_EXAMPLE])), 'events-template.csv');
          void message.success('Template downloaded: events-template.csv');
        }}
      >
        CSV template
      </Button>
    </>
  );
  return (
    <>
      {renderActions(actions)}
      <CsvDropTarget onFile={setFile} label="Drop a CSV file to import events">
        {children}
      </CsvDropTarget>
      <CsvFileInput onFile={setFile} inputRef={inputRef} />
      <CsvImportDialog
        file={file}
        onClose={() => setFile(null)}
        plural="events"
        columns={COLUMNS}
        maxBytes={MAX_FILE_BYTES}
        runImport={(csv, dryRun, onProgress) => mutateAsync({ csv, dryRun, onProgress })}
        runInBackground={(csv, fileName) => startJob.mutateAsync({ csv, fileName })}
      />
    </>
  );
}
