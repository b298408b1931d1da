import { useState } from 'react';
import { Select, type SelectProps } from 'antd';
import { useEventOrganizationOptions } from '../api';

type Value = number | number[] | null | undefined;

interface OrganizationSelectProps extends Omit<
  SelectProps<Value>,
  'options' | 'onSearch' | 'filterOption' | 'showSearch'
> {
  value?: Value;
  onChange?: (value: Value) => void;
}

/** Picks organizations (teams, venues) by searching on the server; chosen ones keep their names. */
export function OrganizationSelect({ value, onChange, ...rest }: OrganizationSelectProps) {
  const [q, setQ] = useState('');
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  const options = useEventOrganizationOptions(q, chosen);
  return (
    <Select<Value>
      {...rest}
      value={value ?? (rest.mode ? [] : undefined)}
      onChange={(v) => onChange?.(v ?? null)}
      showSearch={{ filterOption: false, onSearch: setQ }}
      onBlur={() => setQ('')}
      loading={options.isFetching}
      options={options.data?.map((o) => ({ value: o.id, label: o.name }))}
      notFoundContent={options.isFetching ? 'Searching…' : 'No organization matches'}
    />
  );
}
