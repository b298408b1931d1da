import { useCallback, useState } from 'react';
import { Form } from 'antd';
import { schoolDistrictInputSchema, type SchoolDistrictSchool } from '@phlox/contract';
import { zodRule } from '../../../shared/forms/zodRule';
import { ChosenSchools } from './ChosenSchools';
import type { DistrictFormValues } from './formValues';
import { SchoolPicker } from './SchoolPicker';
import { schoolName } from './schoolText';

interface SchoolsSectionProps {
  /** The district being edited; absent when adding. */
  districtId?: number;
  /** Its schools as it was loaded. */
  initialSchools: SchoolDistrictSchool[];
  /** After a school was removed from the list below (a value set in code, which the form does not see as an edit). */
  onRemoved: () => void;
}

/** The picker and, below it, the schools chosen so far. */
export function SchoolsSection({ districtId, initialSchools, onRemoved }: SchoolsSectionProps) {
  const form = Form.useFormInstance<DistrictFormValues>();
  const ids = Form.useWatch('schoolIds', form) ?? [];
  const [known, setKnown] = useState<ReadonlyMap<number, SchoolDistrictSchool>>(
    () => new Map(initialSchools.map((s) => [s.id, s])),
  );
  const learn = useCallback((schools: SchoolDistrictSchool[]) => {
    if (!schools.length) return;
    setKnown((prev) => {
      const next = new Map(prev);
      for (const { id, name, typeName, city } of schools) next.set(id, { id, name, typeName, city });
      return next;
    });
  }, []);
  const remove = (id: number) => {
    // Its error (a school of another district) may have been about this one: it goes with it.
    form.setFields([{ name: 'schoolIds', value: ids.filter((x) => x !== id), errors: [] }]);
    onRemoved();
  };

  return (
    <>
      {/* The card's title names the field; the picker carries the label itself. */}
      <Form.Item
        name="schoolIds"
        rules={[zodRule(schoolDistrictInputSchema.shape.schoolIds)]}
        extra="A school shown “in” another district belongs to it: remove it there first."
      >
        <SchoolPicker districtId={districtId} known={known} onPicked={learn} />
      </Form.Item>
      <ChosenSchools
        schools={ids.map((id) => known.get(id) ?? { id, name: schoolName(known, id), typeName: null, city: null })}
        onRemove={remove}
      />
    </>
  );
}
