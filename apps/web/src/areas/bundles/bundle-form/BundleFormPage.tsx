import { useState } from 'react';
import { Card, Col, Flex, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import type { BundleDetail } from '@phlox/contract';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { historyValues } from '../../../shared/history/valueFormatters';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { bundleLink } from '../../../shared/links/customerLinks';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useBundle, useDeleteBundle } from '../api';
import { BundleForm } from './BundleForm';

const formatHistory = historyValues({ dates: ['startDate', 'endDate', 'expiryDate'] });

/** /bundles/add-bundle and /bundles/edit-bundle/:seasonId share this page. */
export function BundleFormPage() {
  const { seasonId } = useParams();
  const id = seasonId === undefined ? undefined : (parsePositiveInt(seasonId) ?? -1);
  const { back } = useBackToList('/bundles');
  if (id === undefined) {
    return (
      <>
        <PageHeader title="Add bundle" />
        <div style={{ maxWidth: 1100 }}>
          <BundleForm onDone={back} />
        </div>
      </>
    );
  }
  return <EditBundle key={id} id={id} onDone={back} />;
}

function HeaderActions({ bundle, onDeleted }: { bundle: BundleDetail; onDeleted: () => void }) {
  const canManage = usePermission('bundles', 'manage');
  const { mutateAsync: deleteById } = useDeleteBundle();
  const remove = useDeleteWithMessage(deleteById, 'bundle');
  return (
    <Flex gap={8} align="center">
      <CopyLinkButton link={bundleLink(bundle)} />
      {canManage && (
        <ConfirmDelete
          itemType="bundle"
          itemName={bundle.name}
          onConfirm={() => remove(bundle.id, bundle.name).then(onDeleted)}
        />
      )}
    </Flex>
  );
}

function EditBundle({ id, onDone }: { id: number; onDone: () => void }) {
  const { data, isPending, isError, error, refetch } = useBundle(id);
  // Bumped after a stale-save Reload, so the form restarts from the version just loaded.
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };

  return (
    <>
      <PageHeader
        title={data ? `Edit bundle “${data.name}”` : 'Edit bundle'}
        actions={data && <HeaderActions bundle={data} onDeleted={onDone} />}
      />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          {isPending ? (
            <Card>
              <Skeleton active paragraph={{ rows: 10 }} />
            </Card>
          ) : isError ? (
            <Card>
              <ItemLoadError error={error} itemType="bundle" onBack={onDone} />
            </Card>
          ) : (
            <BundleForm key={version} bundle={data} onDone={onDone} onReload={() => void reload()} />
          )}
        </Col>
        <Col xs={24} xl={8}>
          <Card>
            <HistoryPanel menu="bundles" itemId={id} itemType="bundle" formatValue={formatHistory} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
