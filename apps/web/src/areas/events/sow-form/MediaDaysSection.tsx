import { useMemo, useState } from 'react';
import { Button, Flex, Form, Table, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import type { SowMediaDay } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import { ClaimPicker } from '../../../shared/forms/ClaimPicker';
import { formatDateTime } from '../../../shared/format/date';
import { useMediaDayOptions } from '../sowApi';
import type { SowFormValues } from './formValues';
import { QuickMediaDayDialog } from './QuickMediaDayDialog';

interface MediaDaysSectionProps {
  /** The Statement of Work being edited; absent when adding. */
  sowId?: number;
  initial: SowMediaDay[];
  disabled?: boolean;
  /** After the list changed in code (removed, created here): the form does not see that as an edit. */
  onChanged: () => void;
}

/**
 * The media days agreed under it: link existing ones (a media day another Statement of Work holds is shown, not
 * offered), or add a new one in a quick dialog without leaving the form.
 */
export function MediaDaysSection({ sowId, initial, disabled, onChanged }: MediaDaysSectionProps) {
  const form = Form.useFormInstance<SowFormValues>();
  const ids = Form.useWatch('mediaDayIds', form) ?? [];
  const districtId = Form.useWatch('schoolDistrictId', form) ?? null;
  const [known, setKnown] = useState<ReadonlyMap<number, SowMediaDay>>(() => new Map(initial.map((m) => [m.id, m])));
  const learn = (days: SowMediaDay[]) => setKnown((prev) => new Map([...prev, ...days.map((d) => [d.id, d] as const)]));
  const [creating, setCreating] = useState(false);
  const [q, setQ] = useState('');
  const { data, isFetching } = useMediaDayOptions(q, sowId);
  const items = useMemo(
    () =>
      data?.map((m) => ({
        ...m,
        name: m.title,
        heldBy:
          m.statementOfWorkId !== null && m.statementOfWorkId !== sowId
            ? (m.statementOfWorkTitle ?? 'another Statement of Work')
            : null,
        detail: formatDateTime(m.startTime),
      })),
    [data, sowId],
  );
  const setIds = (next: number[]) => {
    form.setFields([{ name: 'mediaDayIds', value: next, errors: [] }]);
    onChanged();
  };

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} align="flex-start">
        <Form.Item
          name="mediaDayIds"
          style={{ flex: 1, marginBottom: 0 }}
          extra="A media day shown “in” another Statement of Work is linked there: unlink it there first."
        >
          <ClaimPicker
            label="Media days"
            placeholder="Type to search media days by title"
            items={items}
            searching={isFetching}
            onQuery={setQ}
            nameOf={(id) => known.get(id)?.title ?? `Media day #${id}`}
            onPicked={(picked) => learn(picked)}
          />
        </Form.Item>
        {!disabled && (
          <Button icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            New media day
          </Button>
        )}
      </Flex>
      {ids.length ? (
        <Table<SowMediaDay>
          size="small"
          aria-label="Linked media days"
          rowKey="id"
          dataSource={ids.map(
            (id) => known.get(id) ?? { id, title: `Media day #${id}`, startTime: '', endTime: '', status: '' },
          )}
          pagination={{ pageSize: 10, hideOnSinglePage: true, showSizeChanger: false }}
          columns={[
            { key: 'title', title: 'Media day', dataIndex: 'title' },
            { key: 'start', title: 'Starts', render: (_, m) => <DateCell value={m.startTime || null} /> },
            { key: 'status', title: 'Status', render: (_, m) => (m.status ? <StatusTag status={m.status} /> : null) },
            {
              key: 'remove',
              title: <span className="sr-only">Unlink</span>,
              align: 'right',
              width: 100,
              render: (_, m) =>
                disabled ? null : (
                  <Button
                    type="link"
                    size="small"
                    icon={<CloseOutlined aria-hidden />}
                    aria-label={`Unlink ${m.title}`}
                    onClick={() => setIds(ids.filter((x) => x !== m.id))}
                  >
                    Unlink
                  </Button>
                ),
            },
          ]}
        />
      ) : (
        <Typography.Text type="secondary">No media days linked yet: search above, or add a new one.</Typography.Text>
      )}
      <QuickMediaDayDialog
        open={creating}
        schoolDistrictId={districtId}
        onClose={() => setCreating(false)}
        onCreated={(event) => {
          learn([
            {
              id: event.id,
              title: event.title,
              startTime: event.startTime,
              endTime: event.endTime,
              status: event.status,
            },
          ]);
          setIds([...ids, event.id]);
          setCreating(false);
        }}
      />
    </Flex>
  );
}
