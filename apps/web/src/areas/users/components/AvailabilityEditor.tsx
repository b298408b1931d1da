import { useState } from 'react';
import type { CSSProperties } from 'react';
import { Button, DatePicker, Empty, Flex, Segmented, Switch, Typography } from 'antd';
import { DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import dayjs, { type Dayjs } from 'dayjs';
import { MAX_AVAILABILITY_DAYS, type AvailabilityDay } from '@phlox/contract';
import { DATE_FORMATS } from '../../../shared/forms/dateFormats';

interface AvailabilityEditorProps {
  id?: string;
  value?: AvailabilityDay[];
  onChange?: (days: AvailabilityDay[]) => void;
  disabled?: boolean;
}

const DAY = 'YYYY-MM-DD';
const listStyle: CSSProperties = {
  listStyle: 'none',
  margin: 0,
  padding: 0,
  maxHeight: 280,
  overflow: 'auto',
  border: '1px solid #f0f0f0',
  borderRadius: 8,
};
const rowStyle: CSSProperties = {
  display: 'flex',
  alignItems: 'center',
  gap: 12,
  padding: '6px 12px',
  borderBottom: '1px solid #f0f0f0',
};
/** A calendar date ("2026-09-18"), no time zone involved: shown as the same day everywhere. */
const showDay = (date: string) => dayjs(date).format('ddd, MMM D, YYYY');

/**
 * A photographer's calendar as a date list: pick a day, mark it available or not, and remove days.
 * Controlled, so it sits in a `<Form.Item name={['photographer', 'availability']}>`.
 */
export function AvailabilityEditor({ id, value = [], onChange, disabled }: AvailabilityEditorProps) {
  const [day, setDay] = useState<Dayjs | null>(null);
  const [available, setAvailable] = useState(true);
  const days = [...value].sort((a, b) => a.date.localeCompare(b.date));
  const taken = new Set(days.map((d) => d.date));
  const full = days.length >= MAX_AVAILABILITY_DAYS;

  const add = () => {
    if (!day) return;
    const date = day.format(DAY);
    const rest = days.filter((d) => d.date !== date);
    onChange?.([...rest, { date, isAvailable: available }].sort((a, b) => a.date.localeCompare(b.date)));
    setDay(null);
  };
  const set = (date: string, isAvailable: boolean) =>
    onChange?.(days.map((d) => (d.date === date ? { ...d, isAvailable } : d)));
  const remove = (date: string) => onChange?.(days.filter((d) => d.date !== date));

  return (
    <Flex vertical gap={12}>
      <Flex gap={8} wrap align="center">
        {/* Enter confirms the typed day; it must not also submit the surrounding form. */}
        <span onKeyDown={(e) => e.key === 'Enter' && !e.ctrlKey && !e.metaKey && e.preventDefault()}>
          <DatePicker
            id={id}
            aria-label="Day"
            value={day}
            onChange={setDay}
            disabled={disabled || full}
            format={DATE_FORMATS}
            disabledDate={(d) => taken.has(d.format(DAY))}
          />
        </span>
        <Segmented<'yes' | 'no'>
          aria-label="Available on that day"
          value={available ? 'yes' : 'no'}
          onChange={(v) => setAvailable(v === 'yes')}
          disabled={disabled}
          options={[
            { value: 'yes', label: 'Available' },
            { value: 'no', label: 'Unavailable' },
          ]}
        />
        <Button icon={<PlusOutlined aria-hidden />} onClick={add} disabled={disabled || !day}>
          Add day
        </Button>
      </Flex>
      {days.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No days in the calendar yet" style={{ margin: 0 }} />
      ) : (
        <ul aria-label="Calendar days" style={listStyle}>
          {days.map((d) => (
            <li key={d.date} style={rowStyle}>
              <Typography.Text style={{ minWidth: 130 }}>{showDay(d.date)}</Typography.Text>
              <Switch
                size="small"
                checked={d.isAvailable}
                disabled={disabled}
                onChange={(checked) => set(d.date, checked)}
                aria-label={`Available on ${showDay(d.date)}`}
              />
              <Typography.Text type={d.isAvailable ? 'success' : 'secondary'} style={{ flex: 1 }}>
                {d.isAvailable ? 'Available' : 'Unavailable'}
              </Typography.Text>
              <Button
                type="text"
                size="small"
                danger
                icon={<DeleteOutlined aria-hidden />}
                disabled={disabled}
                onClick={() => remove(d.date)}
                aria-label={`Remove ${showDay(d.date)}`}
              />
            </li>
          ))}
        </ul>
      )}
    </Flex>
  );
}
