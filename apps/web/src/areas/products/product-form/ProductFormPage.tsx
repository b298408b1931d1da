import { Card } from 'antd';
import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { historyValues } from '../../../shared/history/valueFormatters';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { NoAccess } from '../../../shared/ui/NoAccess';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useProduct } from '../api';
import { ProductForm } from './ProductForm';
import { productPaths } from '../paths';

const HISTORY_VALUES = historyValues({ money: ['price'] });

/** /products/add-product and /products/edit-product/:productId share this page. */
export function ProductFormPage() {
  const { id, canManage, back } = useItemPage({ param: 'productId', module: 'products', listPath: productPaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="product" onBack={back} />;
  if (id === undefined) {
    if (!canManage) return <NoAccess what="add products" area="Products" listPath={productPaths.list} />;
    return (
      <>
        <PageHeader title="Add product" />
        <Card style={{ maxWidth: 720 }}>
          <ProductForm onDone={back} />
        </Card>
      </>
    );
  }
  return <EditProduct key={id} id={id} onDone={back} readOnly={!canManage} />;
}

function EditProduct({ id, onDone, readOnly }: { id: number; onDone: () => void; readOnly: boolean }) {
  const query = useProduct(id);
  return (
    <>
      <PageHeader title={query.data ? `Edit product “${query.data.name}”` : 'Edit product'} />
      <FormBesideHistory
        from="lg"
        formSpan={14}
        history={{ menu: 'products', itemId: id, itemType: 'product', formatValue: HISTORY_VALUES }}
      >
        <LoadedItem query={query} itemType="product" onBack={onDone}>
          {(product, { formKey, reload }) => (
            <Card>
              <ProductForm key={formKey} product={product} onDone={onDone} onReload={reload} readOnly={readOnly} />
            </Card>
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
