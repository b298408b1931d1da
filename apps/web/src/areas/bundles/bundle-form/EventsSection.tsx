import { useState } from 'react';
import { Button, Checkbox, Flex, Form, Select, Switch, Table, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { BundleEventOption } from '@phlox/contract';
import { DateCell, StatusTag } from '../../../shared/cells/cells';
import { formatDate } from '../../../shared/format/date';
import { useBundleEventOptions } from '../api';
import type { BundleEventRow } from './formValues';

const toRow = (e: BundleEventOption): BundleEventRow => ({
  eventId: e.id,
  status: true,
  title: e.title,
  startTime: e.startTime,
  eventStatus: e.status,
});

/** The bundle's events: a search (of the chosen team's games of the chosen sport, by default) and a table. */
export function EventsSection({ disabled }: { disabled: boolean }) {
  const form = Form.useFormInstance();
  const [q, setQ] = useState('');
  const [ofTeamAndSport, setOfTeamAndSport] = useState(true);
  const organizationId = Form.useWatch<number | null>('organizationId', form);
  const categoryId = Form.useWatch<number | null>('eventCategoryId', form);
  const narrowed = ofTeamAndSport && Boolean(organizationId || categoryId);
  const options = useBundleEventOptions({
    q: q || undefined,
    organizationId: narrowed ? (organizationId ?? undefined) : undefined,
    categoryId: narrowed ? (categoryId ?? undefined) : undefined,
  });

  return (
    <Form.List name="events">
      {(fields, { add, remove }, { errors }) => {
        const rows = (form.getFieldValue('events') ?? []) as BundleEventRow[];
        const chosen = new Set(rows.map((r) => r.eventId));
        const addable = (options.data ?? []).filter((o) => !chosen.has(o.id));
        return (
          <Flex vertical gap={12}>
            <Flex gap={8} wrap align="center">
              <Select<number>
                aria-label="Add an event"
                placeholder="Search events to add"
                style={{ width: 420, maxWidth: '100%' }}
                value={null}
                disabled={disabled}
                showSearch={{ filterOption: false, onSearch: setQ }}
                loading={options.isFetching}
                notFoundContent={options.isFetching ? 'Searching…' : 'No event matches'}
                onSelect={(id) => {
                  const hit = addable.find((o) => o.id === id);
                  if (hit) add(toRow(hit));
                }}
                options={addable.map((o) => ({
                  value: o.id,
                  label: `${o.title} · ${formatDate(o.startTime)}`,
                }))}
              />
              <Button
                icon={<PlusOutlined aria-hidden />}
                disabled={disabled || addable.length === 0}
                onClick={() => addable.forEach((o) => add(toRow(o)))}
              >
                Add all {addable.length} shown
              </Button>
              <Checkbox checked={ofTeamAndSport} onChange={(e) => setOfTeamAndSport(e.target.checked)}>
                Only the team’s {categoryId ? 'sport' : 'events'}
              </Checkbox>
            </Flex>
            <Table
              size="small"
              rowKey="key"
              pagination={false}
              dataSource={fields}
              locale={{ emptyText: 'No events yet: search above to add the season’s games.' }}
              columns={[
                {
                  key: 'title',
                  title: 'Event',
                  render: (_, f) => rows[f.name]?.title,
                },
                { key: 'start', title: 'Starts', render: (_, f) => <DateCell value={rows[f.name]?.startTime} /> },
                {
                  key: 'eventStatus',
                  title: 'Event status',
                  render: (_, f) => rows[f.name] && <StatusTag status={rows[f.name].eventStatus} />,
                },
                {
                  key: 'status',
                  title: 'In bundle',
                  render: (_, f) => (
                    <Form.Item name={[f.name, 'status']} valuePropName="checked" noStyle>
                      <Switch
                        size="small"
                        checkedChildren="Active"
                        unCheckedChildren="Inactive"
                        aria-label={`${rows[f.name]?.title} active in bundle`}
                      />
                    </Form.Item>
                  ),
                },
                {
                  key: 'remove',
                  title: <span className="sr-only">Remove</span>,
                  align: 'right',
                  render: (_, f) => (
                    <Button
                      type="text"
                      danger
                      icon={<DeleteOutlined aria-hidden />}
                      aria-label={`Remove ${rows[f.name]?.title}`}
                      onClick={() => remove(f.name)}
                    />
                  ),
                },
              ]}
            />
            {errors.length > 0 && (
              <Typography.Text type="danger" role="alert">
                {errors}
              </Typography.Text>
            )}
            <Typography.Text type="secondary">
              Inactive events stay listed but are not counted in the title or the prices.
            </Typography.Text>
          </Flex>
        );
      }}
    </Form.List>
  );
}
