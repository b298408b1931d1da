import { DatePicker, Flex, Segmented } from 'antd';
import { fromCalendarDate, toCalendarDate } from '../../../../shared/forms/chicagoDates';
import { PRESET_LABELS, RANGE_PRESETS, presetOf, presetRange, type RangePreset, type ReportRange } from '../ranges';
import { DATE_FORMATS } from '../../../../shared/forms/dateFormats';

/** Presets (Chicago days ending today) and a free range of calendar days. */
export function RangeBar({ range, onChange }: { range: ReportRange; onChange: (range: ReportRange) => void }) {
  const preset = presetOf(range);
  return (
    <Flex gap={12} wrap align="center">
      <Segmented<RangePreset | 'custom'>
        aria-label="Date range preset"
        options={[
          ...RANGE_PRESETS.map((p) => ({ value: p, label: PRESET_LABELS[p] })),
          ...(preset ? [] : [{ value: 'custom' as const, label: 'Custom', disabled: true }]),
        ]}
        value={preset ?? 'custom'}
        onChange={(p) => p !== 'custom' && onChange(presetRange(p))}
      />
      <DatePicker.RangePicker
        aria-label="Date range"
        format={DATE_FORMATS}
        allowClear={false}
        value={[fromCalendarDate(range.from), fromCalendarDate(range.to)]}
        onChange={(r) => {
          const from = toCalendarDate(r?.[0]);
          const to = toCalendarDate(r?.[1]);
          if (from && to) onChange({ from, to });
        }}
      />
    </Flex>
  );
}
