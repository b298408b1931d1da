import { useEffect, useMemo, useRef, useState } from 'react';
import { Select } from 'antd';
import { useParentOptions } from '../api';

const SEARCH_DELAY_MS = 300;

interface ParentSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (value: number | null) => void;
  /** The organization being edited: it cannot be its own parent. */
  selfId?: number;
  /** The current parent's name, shown before any search ran. */
  initialParent?: { id: number; name: string } | null;
}

/** The parent organization: a select that searches the server as you type (there can be thousands). */
export function ParentSelect({ id, value, onChange, selfId, initialParent }: ParentSelectProps) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { data, isFetching } = useParentOptions(q);

  const options = useMemo(() => {
    const found = (data ?? [])
      .filter((o) => o.id !== selfId)
      .map((o) => ({
        value: o.id,
        label: o.typeName ? `${o.name} (${o.typeName})` : o.name,
      }));
    if (initialParent && value === initialParent.id && !found.some((o) => o.value === initialParent.id))
      found.unshift({ value: initialParent.id, label: initialParent.name });
    return found;
  }, [data, selfId, initialParent, value]);

  return (
    <Select<number>
      id={id}
      allowClear
      placeholder="Search organizations by name"
      value={value ?? undefined}
      onChange={(v) => onChange?.(v ?? null)}
      loading={isFetching}
      options={options}
      notFoundContent={isFetching ? 'Searching…' : text ? 'No organization matches' : 'Type to search'}
      showSearch={{
        filterOption: false,
        searchValue: text,
        onSearch: (next) => {
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setQ(next.trim()), SEARCH_DELAY_MS);
        },
      }}
    />
  );
}
