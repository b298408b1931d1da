import { useState, type CSSProperties } from 'react';
import { Select } from 'antd';
import { useBundleTeamOptions } from '../api';

interface TeamSelectProps {
  id?: string;
  value?: number | null;
  onChange?: (id: number | null, name: string | null) => void;
  placeholder?: string;
  style?: CSSProperties;
  disabled?: boolean;
  'aria-label'?: string;
}

/** A searchable organization (team) select; the chosen one is read by id so its name shows before any search. */
export function TeamSelect({ value, onChange, ...rest }: TeamSelectProps) {
  const [q, setQ] = useState('');
  const found = useBundleTeamOptions({ q: q || undefined });
  const chosen = useBundleTeamOptions({ ids: value ? String(value) : undefined });
  const options = [...(value ? (chosen.data ?? []) : []), ...(found.data ?? []).filter((o) => o.id !== value)].map(
    (o) => ({ value: o.id, label: o.name }),
  );
  return (
    <Select
      {...rest}
      allowClear
      showSearch={{ filterOption: false, onSearch: setQ }}
      loading={found.isFetching}
      value={value ?? undefined}
      onChange={(id: number | undefined, option) => {
        const picked = Array.isArray(option) ? option[0] : option;
        onChange?.(id ?? null, typeof picked?.label === 'string' ? picked.label : null);
        setQ('');
      }}
      options={options}
      notFoundContent={found.isFetching ? 'Searching…' : 'No organization matches'}
    />
  );
}
