import { useState } from 'react';
import { Alert, Button, Checkbox, Flex, Form, Select, Switch, Table, Tag, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined, WarningOutlined } from '@ant-design/icons';
import {
  addedEventsMessage,
  bundleEventMismatches,
  mismatchText,
  splitMatchingEvents,
  type BundleCriteria,
  type BundleEventOption,
  type BundleMismatch,
} from '@phlox/contract';
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
  facts: e.facts,
});

interface AddedNotice {
  message: string;
  left: Array<{ title: string; why: string }>;
}

interface EventsSectionProps {
  disabled: boolean;
  /** What the pass asks of its games: its sport, level, gender and team, as the form holds them now. */
  criteria: BundleCriteria;
  /** Per listed row, why it does not match the pass ([] when it does). */
  mismatches: BundleMismatch[][];
}

/**
 * The bundle's events: a search (of the chosen team's games of the chosen sport, by default) and a table. Only
 * games that match the pass are added (one or all shown), with a word on those left out; a listed game that no
 * longer matches (changed since, or the pass's criteria changed) is tagged, with a banner counting them.
 */
export function EventsSection({ disabled, criteria, mismatches }: EventsSectionProps) {
  const form = Form.useFormInstance();
  const [notice, setNotice] = useState<AddedNotice | null>(null);
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
        const why = (o: BundleEventOption) => mismatchText(bundleEventMismatches(criteria, o.facts));
        const addAllShown = () => {
          const { kept, left } = splitMatchingEvents(criteria, addable, (o) => o.facts);
          kept.forEach((o) => add(toRow(o)));
          setNotice({
            message: addedEventsMessage(
              kept.length,
              left.map((l) => l.mismatches),
            ),
            left: left.map((l) => ({ title: l.item.title, why: mismatchText(l.mismatches) })),
          });
        };
        // "Add all shown" adds the matching ones only; the button says how many.
        const matching = addable.filter((o) => !why(o)).length;
        const unmatched = mismatches.filter((m) => m.length > 0).length;
        const activeUnmatched = mismatches.filter((m, i) => m.length > 0 && rows[i]?.status).length;
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
                  if (hit && !why(hit)) {
                    add(toRow(hit));
                    setNotice(null);
                  }
                }}
                // A game the pass cannot hold is shown with the reason, and cannot be picked.
                options={addable.map((o) => {
                  const reason = why(o);
                  const label = `${o.title} · ${formatDate(o.startTime)}`;
                  return { value: o.id, label: reason ? `${label} — ${reason}` : label, disabled: Boolean(reason) };
                })}
              />
              <Button icon={<PlusOutlined aria-hidden />} disabled={disabled || matching === 0} onClick={addAllShown}>
                {matching === addable.length
                  ? `Add all ${addable.length} shown`
                  : `Add ${matching} matching of ${addable.length} shown`}
              </Button>
              <Checkbox checked={ofTeamAndSport} onChange={(e) => setOfTeamAndSport(e.target.checked)}>
                Only the team’s {categoryId ? 'sport' : 'events'}
              </Checkbox>
            </Flex>
            {notice && (
              <Alert
                type={notice.left.length ? 'info' : 'success'}
                showIcon
                closable={{ 'aria-label': 'Close', onClose: () => setNotice(null) }}
                role="status"
                data-testid="added-events"
                title={notice.message}
                description={
                  notice.left.length > 0 && (
                    <ul style={{ margin: 0, paddingInlineStart: 20 }}>
                      {notice.left.map((l, i) => (
                        <li key={i}>
                          {l.title}: {l.why}
                        </li>
                      ))}
                    </ul>
                  )
                }
              />
            )}
            {unmatched > 0 && (
              <Alert
                type={activeUnmatched > 0 ? 'warning' : 'info'}
                showIcon
                data-testid="unmatched-events"
                title={`${unmatched} ${unmatched === 1 ? 'game no longer matches' : 'games no longer match'} this pass`}
                description={
                  activeUnmatched > 0
                    ? 'A pass sells only published games of its sport, level, gender and team. Remove the tagged games or make them inactive before publishing.'
                    : 'They are inactive: listed, but not sold or counted in the title and prices.'
                }
              />
            )}
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
                  render: (_, f) => {
                    const reasons = mismatches[f.name] ?? [];
                    return (
                      <Flex vertical gap={4} align="flex-start">
                        <span>{rows[f.name]?.title}</span>
                        {reasons.length > 0 && (
                          <Tag color="warning" icon={<WarningOutlined aria-hidden />} data-testid="mismatch-tag">
                            Does not match: {mismatchText(reasons)}
                          </Tag>
                        )}
                      </Flex>
                    );
                  },
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
