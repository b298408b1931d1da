import { useState } from 'react';
import { App, Button, Card, Typography } from 'antd';
import { ExportOutlined } from '@ant-design/icons';
import { ORGANIZATION_FILTER_KEYS, ORGANIZATION_SORT_FIELDS } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { AddButton } from '../../../shared/lists/AddButton';
import { ListCount } from '../../../shared/lists/ListCount';
import { ListToolbar } from '../../../shared/lists/ListToolbar';
import { ResourceTable, type Noun } from '../../../shared/lists/ResourceTable';
import { useListState } from '../../../shared/lists/useListState';
import { useAddon, usePermission } from '../../../shared/permissions/usePermission';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { exportOrganizations, ORGANIZATION_IMPORT, useOrganizationList } from '../api';
import { CsvImport } from '../../../shared/csv/CsvImport';
import { OrganizationFilters } from './OrganizationFilters';
import { useOrganizationColumns } from './useOrganizationColumns';
import { organizationPaths } from '../paths';

const NOUN: Noun = { singular: 'Organization', plural: 'Organizations' };

/** /organizations: schools, teams, venues and booster clubs, with CSV import (drop a file on the list) and export. */
export function OrganizationListPage() {
  const list = useListState('organizations', {
    sortFields: ORGANIZATION_SORT_FIELDS,
    filterKeys: ORGANIZATION_FILTER_KEYS,
  });
  const result = useOrganizationList(list.query);
  const canManage = usePermission('organizations', 'manage');
  const canImport = useAddon('organizations.import') && canManage;
  const columns = useOrganizationColumns({ canManage });
  const { message } = App.useApp();
  const [exporting, setExporting] = useState(false);

  const addButton = canManage && <AddButton to={organizationPaths.add}>Add organization</AddButton>;
  const exportCsv = async () => {
    setExporting(true);
    try {
      await exportOrganizations(list.query);
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setExporting(false);
    }
  };

  return (
    <CsvImport
      descriptor={ORGANIZATION_IMPORT}
      enabled={canImport}
      renderActions={(importActions) => (
        <PageHeader
          title="Organizations"
          subtitle={<ListCount total={result.data?.meta.total} noun={NOUN} />}
          actions={
            <>
              {importActions}
              <Button icon={<ExportOutlined aria-hidden />} loading={exporting} onClick={() => void exportCsv()}>
                Export CSV
              </Button>
              {addButton}
            </>
          }
        />
      )}
    >
      <Card>
        <ListToolbar list={list} searchPlaceholder="Search by name or NCES id">
          <OrganizationFilters list={list} />
        </ListToolbar>
        <ResourceTable
          list={list}
          result={result}
          columns={columns}
          rowKey={(org) => org.id}
          noun={NOUN}
          emptyAction={addButton}
        />
        {canImport && (
          <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
            To import organizations, drop a CSV file anywhere on this list, or use Import CSV.
          </Typography.Paragraph>
        )}
      </Card>
    </CsvImport>
  );
}
