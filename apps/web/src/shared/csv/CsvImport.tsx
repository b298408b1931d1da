import { useRef, useState, type ReactNode } from 'react';
import { App, Button } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import { toCsv } from '@phlox/contract';
import type { CsvImportDescriptor } from './csvImport';
import { CsvDropTarget, CsvFileInput } from './CsvDropTarget';
import { CsvImportDialog } from './CsvImportDialog';
import { csvBlob } from './csvText';
import { saveFile } from './saveFile';

interface CsvImportProps {
  descriptor: CsvImportDescriptor;
  /** Whether the user may import; otherwise the list shows without the drop target and the buttons. */
  enabled: boolean;
  /** The list a file is dropped on. */
  children: ReactNode;
  /** Places the "Import CSV" and "CSV template" buttons where the page wants them (null when not enabled). */
  renderActions: (actions: ReactNode) => ReactNode;
}

/**
 * Every CSV import, one way: Import CSV or a file dropped on the list → the dialog (preview, check, import in
 * parts or in the background, the result and the rows to fix); the template to start from.
 */
export function CsvImport({ descriptor, enabled, children, renderActions }: CsvImportProps) {
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const { message } = App.useApp();

  if (!enabled)
    return (
      <>
        {renderActions(null)}
        {children}
      </>
    );
  const { template } = descriptor;
  const actions = (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => inputRef.current?.click()}>
        Import CSV
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => {
          saveFile(csvBlob(toCsv(descriptor.columns.known, template.rows)), template.fileName);
          void message.success(`Template downloaded: ${template.fileName}`);
        }}
      >
        CSV template
      </Button>
    </>
  );
  return (
    <>
      {renderActions(actions)}
      <CsvDropTarget onFile={setFile} label={`Drop a CSV file to import ${descriptor.plural}`}>
        {children}
      </CsvDropTarget>
      <CsvFileInput onFile={setFile} inputRef={inputRef} />
      <CsvImportDialog file={file} onClose={() => setFile(null)} descriptor={descriptor} />
    </>
  );
}
