import { Tabs } from 'antd';
import { useTabParam } from '../../../shared/routing/useTabParam';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { ProductCategoriesTab } from '../product-categories/ProductCategoriesTab';
import { ProductsTab } from './ProductsTab';

const TABS = ['products', 'categories'] as const;

/** /products: the products list, and the product categories they are grouped by on a second tab. */
export function ProductListPage() {
  const [tab, setTab] = useTabParam(TABS, 'products');
  return (
    <>
      <PageHeader title="Products" />
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key as (typeof TABS)[number])}
        destroyOnHidden
        items={[
          { key: 'products', label: 'Products', children: <ProductsTab /> },
          { key: 'categories', label: 'Product categories', children: <ProductCategoriesTab /> },
        ]}
      />
    </>
  );
}
