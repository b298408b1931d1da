import { Button, Flex, Form, Select, Table, Tag, Typography } from 'antd';
import type { ColumnMatcher, ColumnMatching } from './useColumnMatching';

interface ColumnMappingStepProps {
  fileName: string;
  matcher: ColumnMatcher;
  matching: ColumnMatching;
  onChange: (matching: ColumnMatching) => void;
}

const NOT_IN_FILE = -1;
// Eleven columns of ours: rows kept low so the whole step fits a laptop screen without scrolling.
const dense = () => ({ style: { paddingBlock: 4 } });

/** "Exported from", then one row per column of ours: the file column that fills it and its first row's value. */
export function ColumnMappingStep({ fileName, matcher, matching, onChange }: ColumnMappingStepProps) {
  const { table, source, matches } = matching;
  const names = table.header.map((h) => h.trim());
  // Two columns may share a header, and one may have none: the position tells them apart.
  const label = (i: number) =>
    names[i] && names.indexOf(names[i]) === names.lastIndexOf(names[i])
      ? names[i]
      : `${names[i] || '(no header)'} (column ${i + 1})`;
  const sample = table.rows.find((row) => row.some((cell) => cell.trim())) ?? [];
  const usedBy = new Map(Object.entries(matches).map(([column, i]) => [i, column]));

  return (
    <Flex vertical gap={12}>
      <Typography.Text>
        <Typography.Text strong>{fileName}</Typography.Text> is not in our template: say where it was exported from,
        then check which of its columns fill ours.
      </Typography.Text>
      <Form layout="inline" component="div">
        <Form.Item label="Exported from" htmlFor="csv-exported-from" required>
          <Select<string>
            id="csv-exported-from"
            aria-label="Exported from"
            placeholder="Choose the platform"
            style={{ width: 240 }}
            value={source}
            options={matcher.sources.map(({ value, label }) => ({ value, label }))}
            onChange={(value) => onChange(matcher.choose(matching, value))}
          />
        </Form.Item>
      </Form>
      {source && (
        <Table<string>
          size="small"
          aria-label="Column matches"
          rowKey={(column) => column}
          dataSource={matcher.ours}
          pagination={false}
          columns={[
            {
              key: 'ours',
              title: 'Our column',
              width: 220,
              onCell: dense,
              render: (_, column) => (
                <Flex gap={8} align="center">
                  <Typography.Text code>{column}</Typography.Text>
                  {matcher.required.includes(column) && <Tag variant="filled">required</Tag>}
                </Flex>
              ),
            },
            {
              key: 'file',
              title: 'Column in the file',
              width: 300,
              onCell: dense,
              render: (_, column) => (
                <Select<number>
                  size="small"
                  aria-label={`File column for ${column}`}
                  style={{ width: '100%' }}
                  showSearch={{ optionFilterProp: 'label' }}
                  value={matches[column] ?? NOT_IN_FILE}
                  options={[
                    { value: NOT_IN_FILE, label: 'Not in the file' },
                    ...names.map((_, i) => {
                      // A file column fills one of ours: the list says which, to take it off that one first.
                      const usedFor = usedBy.get(i) === column ? undefined : usedBy.get(i);
                      return { value: i, label: label(i), disabled: usedFor !== undefined, usedFor };
                    }),
                  ]}
                  optionRender={({ label, data }) =>
                    data.usedFor ? (
                      <Flex justify="space-between" gap={8}>
                        <span>{label}</span>
                        <span>used for {data.usedFor}</span>
                      </Flex>
                    ) : (
                      label
                    )
                  }
                  onChange={(i) =>
                    onChange({ ...matching, matches: { ...matches, [column]: i === NOT_IN_FILE ? undefined : i } })
                  }
                />
              ),
            },
            {
              key: 'sample',
              title: 'First row',
              ellipsis: true,
              onCell: dense,
              render: (_, column) => {
                const value = matches[column] === undefined ? undefined : sample[matches[column]]?.trim();
                return value ? value : <Typography.Text type="secondary">—</Typography.Text>;
              },
            },
          ]}
        />
      )}
    </Flex>
  );
}

/** Cancel and Continue, with what is still to do beside them: Continue waits for the required matches. */
export function ColumnMappingFooter({
  matcher,
  matching,
  onCancel,
  onContinue,
}: {
  matcher: ColumnMatcher;
  matching: ColumnMatching;
  onCancel: () => void;
  onContinue: () => void;
}) {
  const problem = matcher.problem(matching);
  const source = matcher.sources.find((s) => s.value === matching.source);
  return (
    <Flex justify="space-between" align="center" gap={16}>
      <Typography.Text type={problem ? 'danger' : 'secondary'} role="status" style={{ textAlign: 'start' }}>
        {problem ?? `Continue remembers these matches for ${source?.label} files.`}
      </Typography.Text>
      <Flex gap={8}>
        <Button onClick={onCancel}>Cancel</Button>
        <Button type="primary" disabled={problem !== null} onClick={onContinue}>
          Continue
        </Button>
      </Flex>
    </Flex>
  );
}
