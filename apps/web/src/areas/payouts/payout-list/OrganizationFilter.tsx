import { useState } from 'react';
import { Select } from 'antd';
import type { ListState } from '../../../shared/lists/useListState';
import { usePayoutOrganizationOptions } from '../api';
import type { PayoutFilterKey } from './PayoutFilters';

/** Events tied to an organization, or whose booster club it is the school of; searched on the server. */
export function OrganizationFilter({ list }: { list: ListState<PayoutFilterKey> }) {
  const [q, setQ] = useState('');
  const chosen = list.filters.organizationId ? Number(list.filters.organizationId) : undefined;
  const options = usePayoutOrganizationOptions(q, chosen);
  return (
    <Select<number>
      aria-label="Organization"
      placeholder="Organization / booster club"
      allowClear
      popupMatchSelectWidth={false}
      style={{ width: 220 }}
      value={chosen}
      onChange={(v?: number) => {
        setQ('');
        list.setFilter('organizationId', v === undefined ? undefined : String(v));
      }}
      showSearch={{ filterOption: false, onSearch: setQ }}
      onBlur={() => setQ('')}
      loading={options.isFetching}
      options={options.data?.map((o) => ({
        value: o.id,
        label: o.isBoosterClub ? `${o.name} (booster club)` : o.name,
      }))}
      notFoundContent={options.isFetching ? 'Searching…' : 'No organization matches'}
    />
  );
}
