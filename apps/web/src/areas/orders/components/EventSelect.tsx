import { useState } from 'react';
import { Select } from 'antd';
import { formatDate } from '../../../shared/format/date';
import { useEventOptions } from '../api';

interface EventSelectProps {
  value: number | undefined;
  onChange: (id: number | undefined) => void;
  placeholder?: string;
  width?: number;
  /** Leave out the order product's own event (a rollover goes elsewhere). */
  excludeId?: number;
  id?: string;
}

/** An event picked by searching its title (newest first), for list filters and the rollover dialog. */
export function EventSelect({ value, onChange, placeholder = 'Event', width = 260, excludeId, id }: EventSelectProps) {
  const [search, setSearch] = useState('');
  const options = useEventOptions(search);
  // The chosen event may not be among the search's first 20: load it by id to show its title.
  const chosen = useEventOptions('', value ? [value] : []);
  const all = [...(value ? (chosen.data ?? []) : []), ...(options.data ?? [])];
  const unique = [...new Map(all.map((e) => [e.id, e])).values()].filter((e) => e.id !== excludeId);
  return (
    <Select
      id={id}
      aria-label={placeholder}
      placeholder={placeholder}
      allowClear
      showSearch={{ filterOption: false, onSearch: setSearch }}
      popupMatchSelectWidth={false}
      style={{ width }}
      loading={options.isFetching}
      value={value}
      onChange={(v: number | undefined) => onChange(v)}
      options={unique.map((e) => ({ value: e.id, label: `${e.title} (${formatDate(e.startTime)})` }))}
      notFoundContent={options.isFetching ? 'Searching…' : 'No events match'}
    />
  );
}
