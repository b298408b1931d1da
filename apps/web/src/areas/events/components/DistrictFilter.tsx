import { Select } from 'antd';
import { useEventLookups } from '../api';

/** The school district filter of the cockpit's lists (media days, Statements of Work): a district id in the URL. */
export function DistrictFilter({ value, onChange }: { value?: string; onChange: (id: string | undefined) => void }) {
  const lookups = useEventLookups();
  return (
    <Select
      aria-label="School district"
      placeholder="School district"
      allowClear
      showSearch={{ optionFilterProp: 'label' }}
      popupMatchSelectWidth={false}
      style={{ width: 200 }}
      loading={lookups.isPending}
      value={value}
      onChange={onChange}
      options={lookups.data?.districts.map((d) => ({ value: String(d.id), label: d.title }))}
    />
  );
}
