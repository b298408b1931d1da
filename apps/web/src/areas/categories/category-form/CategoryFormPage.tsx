import { FormBesideHistory } from '../../../shared/history/FormBesideHistory';
import { useItemPage } from '../../../shared/routing/useItemPage';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { LoadedItem } from '../../../shared/ui/LoadedItem';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCategory } from '../api';
import { CategoryForm } from './CategoryForm';
import { categoryPaths } from '../paths';

/** /categories/add-category and /categories/edit-category/:categoryId share this page. */
export function CategoryFormPage() {
  const { id, back } = useItemPage({ param: 'categoryId', module: 'categories', listPath: categoryPaths.list });
  if (id === null) return <ItemLoadError error={null} itemType="category" onBack={back} />;
  if (id === undefined) {
    return (
      <>
        <PageHeader title="Add category" />
        <div style={{ maxWidth: 1040 }}>
          <CategoryForm onDone={back} />
        </div>
      </>
    );
  }
  return <EditCategory key={id} id={id} onDone={back} />;
}

function EditCategory({ id, onDone }: { id: number; onDone: () => void }) {
  const query = useCategory(id);
  return (
    <>
      <PageHeader title={query.data ? `Edit category “${query.data.name}”` : 'Edit category'} />
      <FormBesideHistory history={{ menu: 'categories', itemId: id, itemType: 'category' }}>
        <LoadedItem query={query} itemType="category" onBack={onDone}>
          {(category, { formKey, reload }) => (
            <CategoryForm key={formKey} category={category} onDone={onDone} onReload={reload} />
          )}
        </LoadedItem>
      </FormBesideHistory>
    </>
  );
}
