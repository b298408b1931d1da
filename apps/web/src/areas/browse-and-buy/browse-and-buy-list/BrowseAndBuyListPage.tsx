import { useRef, useState } from 'react';
import { App, Button, Card, Select, Typography } from 'antd';
import { DownloadOutlined, UploadOutlined } from '@ant-design/icons';
import {
  BROWSE_AND_BUY_CSV_COLUMNS,
  BROWSE_AND_BUY_CSV_REQUIRED,
  BROWSE_AND_BUY_FILTER_KEYS,
  BROWSE_AND_BUY_TEMPLATE_ROWS,
  ORDER_SORT_FIELDS,
  toCsv,
  ORDER_SOURCE_LABELS,
  OUTSIDE_SOURCES,
} from '@phlox/contract';
import { CsvDropTarget, CsvFileInput } from '../../../shared/csv/CsvDropTarget';
import { CsvImportDialog } from '../../../shared/csv/CsvImportDialog';
import { csvBlob } from '../../../shared/csv/csvText';
import { saveFile } from '../../../shared/csv/saveFile';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { DateAndEventFilters, useOrderColumns } from '../../orders/public';
import { useBrowseAndBuyList, useImportSales, useStartSalesImportJob } from '../api';

const NOUN: Noun = { singular: 'Sale', plural: 'Sales' };
const COLUMNS = { known: BROWSE_AND_BUY_CSV_COLUMNS, required: BROWSE_AND_BUY_CSV_REQUIRED };
const HIDDEN = new Set(['coupon', 'phone']);
/** Sent in parts, so a file may exceed one request's 5 MB. */
const MAX_FILE_BYTES = 50 * 1024 * 1024;

/** /browse-and-buy: sales made on Zenfolio and PhotoDay, and their import from those platforms' CSV exports. */
export function BrowseAndBuyListPage() {
  const list = useListState('browse-and-buy', {
    sortFields: ORDER_SORT_FIELDS,
    filterKeys: BROWSE_AND_BUY_FILTER_KEYS,
  });
  const result = useBrowseAndBuyList(list.query);
  const columns = useOrderColumns().filter((c) => !HIDDEN.has(c.key));
  // The list has no other changes than the import: it needs the Import add-on on top of Manage.
  const mayManage = usePermission('browse-and-buy', 'manage');
  const canManage = useAddon('browse-and-buy.import') && mayManage;
  const [file, setFile] = useState<File | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const importSales = useImportSales();
  const startImportJob = useStartSalesImportJob();
  const { message } = App.useApp();

  const actions = canManage && (
    <>
      <Button icon={<UploadOutlined aria-hidden />} onClick={() => inputRef.current?.click()}>
        Import CSV
      </Button>
      <Button
        icon={<DownloadOutlined aria-hidden />}
        onClick={() => {
          saveFile(
            csvBlob(toCsv(BROWSE_AND_BUY_CSV_COLUMNS, BROWSE_AND_BUY_TEMPLATE_ROWS)),
            'browse-and-buy-template.csv',
          );
          void message.success('Template downloaded: browse-and-buy-template.csv');
        }}
      >
        CSV template
      </Button>
    </>
  );
  const meta = result.data?.meta;
  const table = (
    <Card>
      <ListToolbar list={list} searchPlaceholder="Search by order #, customer, e-mail or phone">
        <Select
          aria-label="Source"
          placeholder="Source"
          allowClear
          style={{ width: 190 }}
          value={list.filters.source}
          onChange={(v: string | undefined) => list.setFilter('source', v)}
          options={OUTSIDE_SOURCES.map((s) => ({ value: s, label: ORDER_SOURCE_LABELS[s] }))}
        />
        <DateAndEventFilters list={list} />
      </ListToolbar>
      <ResourceTable list={list} result={result} columns={columns} rowKey={(o) => o.id} noun={NOUN} />
      {canManage && (
        <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
          To import sales, drop a Zenfolio or PhotoDay CSV anywhere on this list, or use Import CSV. Importing the same
          file again adds nothing.
        </Typography.Paragraph>
      )}
    </Card>
  );

  return (
    <>
      <PageHeader
        title="Browse & Buy"
        subtitle={<ListCount total={meta?.total} noun={NOUN} qualifier={meta?.totalCapped ? 'atLeast' : undefined} />}
        actions={actions}
      />
      {canManage ? (
        <>
          <CsvDropTarget onFile={setFile} label="Drop a CSV file to import sales">
            {table}
          </CsvDropTarget>
          <CsvFileInput onFile={setFile} inputRef={inputRef} />
          <CsvImportDialog
            file={file}
            onClose={() => setFile(null)}
            plural="sales"
            columns={COLUMNS}
            maxBytes={MAX_FILE_BYTES}
            runImport={(csv, dryRun, onProgress) =>
              importSales.mutateAsync({ csv, dryRun, fileName: file?.name ?? 'import.csv', onProgress })
            }
            runInBackground={(csv, fileName) => startImportJob.mutateAsync({ csv, fileName })}
          />
        </>
      ) : (
        table
      )}
    </>
  );
}
