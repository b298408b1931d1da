import { Flex } from 'antd';
import type { BundleDetail } from '@phlox/contract';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { historyValues } from '../../../shared/history/valueFormatters';
import { CopyLinkButton } from '../../../shared/links/CopyLinkButton';
import { bundleLink } from '../../../shared/links/customerLinks';
import { useDeleteWithMessage } from '../../../shared/lists/rowActions';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ConfirmDelete } from '../../../shared/ui/ConfirmDelete';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useBundle, useDeleteBundle } from '../api';
import { BundleForm } from './BundleForm';
import { bundlePaths } from '../paths';

const formatHistory = historyValues({ dates: ['startDate', 'endDate', 'expiryDate'] });

/** /bundles/add-bundle and /bundles/edit-bundle/:seasonId share this page. */
export function BundleFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'seasonId', module: 'bundles', listPath: bundlePaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="bundle" onBack={back} />;
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
  return <EditBundle key={id} id={id} canManage={canManage} onDone={back} />;
}

function HeaderActions({
  bundle,
  canManage,
  onDeleted,
}: {
  bundle: BundleDetail;
  canManage: boolean;
  onDeleted: () => void;
}) {
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

function EditBundle({ id, canManage, onDone }: { id: number; canManage: boolean; onDone: () => void }) {
  const query = useBundle(id);
  const { data } = query;
  return (
    <>
      <PageHeader
        title={data ? `Edit bundle “${data.name}”` : 'Edit bundle'}
        actions={data && <HeaderActions bundle={data} canManage={canManage} onDeleted={onDone} />}
      />
      <FormBesideHistory history={{ menu: 'bundles', itemId: id, itemType: 'bundle', formatValue: formatHistory }}>
        <LoadedItem query={query} itemType="bundle" onBack={onDone}>
          {(bundle, { formKey, reload }) => (
            <BundleForm key={formKey} bundle={bundle} onDone={onDone} onReload={reload} />
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
