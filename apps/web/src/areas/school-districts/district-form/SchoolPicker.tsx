import { useEffect, useMemo, useRef, useState } from 'react';
import { Flex, Select, Typography } from 'antd';
import type { SchoolDistrictSchool, SchoolOption } from '@phlox/contract';
import { useSchoolOptions } from '../api';
import { schoolName, schoolPlace } from './schoolText';

const SEARCH_DELAY_MS = 300;

interface SchoolPickerProps {
  id?: string;
  value?: number[];
  onChange?: (value: number[]) => void;
  /** The district being edited (its own schools are offered); absent when adding. */
  districtId?: number;
  /** The schools known so far by id (the district's own, and each picked one), for the chosen tags. */
  known: ReadonlyMap<number, SchoolDistrictSchool>;
  /** Told the details of the schools just picked, so the list below can show their city and type. */
  onPicked: (schools: SchoolDistrictSchool[]) => void;
}

interface Option {
  value: number;
  label: string;
  title: string;
  disabled: boolean;
  school: SchoolOption;
}

/**
 * The district's schools: a multiple select that searches the organizations as you type (there are thousands).
 * A school of another district is shown with that district's name but cannot be picked: it must leave it first.
 */
export function SchoolPicker({ id, value, onChange, districtId, known, onPicked }: SchoolPickerProps) {
  const [text, setText] = useState('');
  const [q, setQ] = useState('');
  const timer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const { data, isFetching } = useSchoolOptions(q, districtId);

  const options = useMemo<Option[]>(
    () =>
      (data ?? []).map((school) => {
        const elsewhere = school.districtId !== null && school.districtId !== districtId;
        return {
          value: school.id,
          label: school.name,
          title: elsewhere ? `${school.name} — in ${school.districtTitle ?? 'another district'}` : school.name,
          disabled: elsewhere,
          school,
        };
      }),
    [data, districtId],
  );

  const pick = (ids: number[]) => {
    onPicked(options.filter((o) => ids.includes(o.value) && !known.has(o.value)).map((o) => o.school));
    onChange?.(ids);
  };

  return (
    <Select<number[], Option>
      id={id}
      aria-label="Schools"
      mode="multiple"
      placeholder="Type to search schools by name or NCES id"
      value={value}
      onChange={pick}
      options={options}
      loading={isFetching}
      maxTagCount="responsive"
      labelRender={({ value: picked, label }) => label ?? schoolName(known, Number(picked))}
      optionRender={({ data: o }) => (
        // Room before the ✓ that marks a picked option.
        <Flex justify="space-between" gap={16} style={{ paddingInlineEnd: 8 }}>
          <Typography.Text ellipsis style={{ color: 'inherit' }}>
            {o.school.name}
            {o.disabled && <Typography.Text type="secondary"> — in {o.school.districtTitle}</Typography.Text>}
          </Typography.Text>
          <Typography.Text type="secondary" style={{ flex: 'none' }}>
            {schoolPlace(o.school)}
          </Typography.Text>
        </Flex>
      )}
      notFoundContent={isFetching ? 'Searching…' : text ? 'No organization matches' : 'No organizations yet'}
      showSearch={{
        filterOption: false,
        searchValue: text,
        // Several schools of one search are often picked in a row ("Plano …").
        autoClearSearchValue: false,
        onSearch: (next) => {
          setText(next);
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => setQ(next.trim()), SEARCH_DELAY_MS);
        },
      }}
    />
  );
}
