import { useMemo, useState } from 'react';
import type { SchoolDistrictSchool } from '@phlox/contract';
import { ClaimPicker } from '../../../shared/forms/ClaimPicker';
import { useSchoolOptions } from '../api';
import { schoolName, schoolPlace } from './schoolText';

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

/** The district's schools: organizations searched as you type; another district's school cannot be picked. */
export function SchoolPicker({ districtId, known, onPicked, ...field }: SchoolPickerProps) {
  const [q, setQ] = useState('');
  const { data, isFetching } = useSchoolOptions(q, districtId);
  const items = useMemo(
    () =>
      data?.map((s) => ({
        ...s,
        heldBy: s.districtId !== null && s.districtId !== districtId ? (s.districtTitle ?? 'another district') : null,
        detail: schoolPlace(s),
      })),
    [data, districtId],
  );
  return (
    <ClaimPicker
      {...field}
      label="Schools"
      placeholder="Type to search schools by name or NCES id"
      items={items}
      searching={isFetching}
      onQuery={setQ}
      nameOf={(id) => schoolName(known, id)}
      onPicked={(picked) => onPicked(picked.map(({ id, name, typeName, city }) => ({ id, name, typeName, city })))}
    />
  );
}
