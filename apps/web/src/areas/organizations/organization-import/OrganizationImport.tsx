import { useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { toCsv, ORGANIZATION_CSV_COLUMNS, ORGANIZATION_CSV_EXAMPLE, ORGANIZATION_CSV_REQUIRED } from '@phlox/contract';
import { CsvDropTarget, CsvFileInput } from '../../../shared/csv/CsvDropTarget';
import { CsvImportDialog } from '../../../shared/csv/CsvImportDialog';
import { csvBlob } from '../../../shared/csv/csvText';
import { saveFile } from '../../../shared/csv/saveFile';
import { useImportOrganizations, useStartOrganizationImportJob } from '../api';

const COLUMNS = { known: ORGANIZATION_CSV_COLUMNS, required: ORGANIZATION_CSV_REQUIRED };

export function downloadOrganizationTemplate(): void {
  saveFile(csvBlob(toCsv(ORGANIZATION_CSV_COLUMNS, [ORGANIZATION_CSV_EXAMPLE])), 'organizations-template.csv');
}

interface OrganizationImportProps {
  /** Whether the user may import (manage); otherwise the list is shown without the drop target. */
  enabled: boolean;
  /** The list the file is dropped on. */
  children: ReactNode;
  /** Renders the "Import CSV" and "Template" buttons where the page wants them. */
  renderActions: (actions: ReactNode) => ReactNode;
}

/** CSV import of organizations: drop a file on the list (or pick one), preview, check, import, see the result. */
export function OrganizationImport({ enabled, children, renderActions }: OrganizationImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { mutateAsync } = useImportOrganizations();
  const startJob = useStartOrganizationImportJob();
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
          downloadOrganizationTemplate();
          void message.success('Template downloaded: organizations-template.csv');
        }}
      >
        CSV template
      </Button>
    </>
  );
  return (
    <>
      {renderActions(actions)}
      <CsvDropTarget onFile={setFile} label="Drop a CSV file to import organizations">
        {children}
      </CsvDropTarget>
      <CsvFileInput onFile={setFile} inputRef={inputRef} />
      <CsvImportDialog
        file={file}
        onClose={() => setFile(null)}
        plural="organizations"
        columns={COLUMNS}
        runImport={(csv, dryRun, _progress, { blankClears }) => mutateAsync({ csv, dryRun, blankClears })}
        runInBackground={(csv, fileName, { blankClears }) => startJob.mutateAsync({ csv, fileName, blankClears })}
        updatesRecords
      />
    </>
  );
}
