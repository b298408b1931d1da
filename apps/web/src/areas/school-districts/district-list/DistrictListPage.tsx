import { Card, Typography } from 'antd';
import { SCHOOL_DISTRICT_FILTER_KEYS, SCHOOL_DISTRICT_SORT_FIELDS } from '@phlox/contract';
import { CsvImport } from '../../../shared/csv/CsvImport';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SCHOOL_DISTRICT_IMPORT, useSchoolDistrictList } from '../api';
import { schoolDistrictPaths } from '../paths';
import { DistrictFilters } from './DistrictFilters';
import { useDistrictColumns } from './useDistrictColumns';

const NOUN: Noun = { singular: 'School District', plural: 'School Districts' };

/** /school-districts: the districts and how many schools each runs, with CSV import (drop a file on the list). */
export function DistrictListPage() {
  const list = useListState('school-districts', {
    sortFields: SCHOOL_DISTRICT_SORT_FIELDS,
    filterKeys: SCHOOL_DISTRICT_FILTER_KEYS,
  });
  const result = useSchoolDistrictList(list.query);
  const canManage = usePermission('school-districts', 'manage');
  const canImport = useAddon('school-districts.import') && canManage;
  const columns = useDistrictColumns({ canManage });

  const addButton = canManage && <AddButton to={schoolDistrictPaths.add}>Add school district</AddButton>;

  return (
    <CsvImport
      descriptor={SCHOOL_DISTRICT_IMPORT}
      enabled={canImport}
      renderActions={(importActions) => (
        <PageHeader
          title="School Districts"
          subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
          actions={
            <>
              {importActions}
              {addButton}
            </>
          }
        />
      )}
    >
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search by title or code">
          <DistrictFilters list={list} />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(district) => district.id}
          noun={NOUN}
          emptyAction={addButton}
        />
        {canImport && (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            To import school districts, drop a CSV file anywhere on this list, or use Import CSV.
          </Typography.Paragraph>
        )}
      </Card>
    </CsvImport>
  );
}
