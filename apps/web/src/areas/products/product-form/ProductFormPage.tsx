import { useState } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { historyValues } from '../../../shared/history/valueFormatters';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useProduct } from '../api';
import { ProductForm } from './ProductForm';

const HISTORY_VALUES = historyValues({ money: ['price'] });

/** /products/add-product and /products/edit-product/:productId share this page. */
export function ProductFormPage() {
  const { productId } = useParams();
  const id = productId === undefined ? undefined : (parsePositiveInt(productId) ?? -1);
  const { back } = useBackToList('/products');
  const canManage = usePermission('products', 'manage');
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add products" area="Products" listPath="/products" />;
    return (
      <>
        <PageHeader title="Add product" />
        <Card style={{ maxWidth: 720 }}>
          <ProductForm onDone={back} />
        </Card>
      </>
    );
  }
  return <EditProduct id={id} onDone={back} readOnly={!canManage} />;
}

function EditProduct({ id, onDone, readOnly }: { id: number; onDone: () => void; readOnly: boolean }) {
  const { data, isPending, isError, error, refetch } = useProduct(id);
  // Bumped after a stale-save Reload, so the form restarts from the version just loaded.
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };

  return (
    <>
      <PageHeader title={data ? `Edit product “${data.name}”` : 'Edit product'} />
      <Row gutter={[24, 24]}>
        <Col xs={24} lg={14}>
          <Card>
            {isPending ? (
              <Skeleton active paragraph={{ rows: 6 }} />
            ) : isError ? (
              <ItemLoadError error={error} itemType="product" onBack={onDone} />
            ) : (
              <ProductForm
                key={version}
                product={data}
                onDone={onDone}
                onReload={() => void reload()}
                readOnly={readOnly}
              />
            )}
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card>
            <HistoryPanel menu="products" itemId={id} itemType="product" formatValue={HISTORY_VALUES} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
