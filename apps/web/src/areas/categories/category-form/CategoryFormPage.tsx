import { useState } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useParams } from 'react-router';
import { HistoryPanel } from '../../../shared/history/HistoryPanel';
import { parsePositiveInt } from '../../../shared/lists/listParams';
import { useBackToList } from '../../../shared/routing/useBackToList';
import { ItemLoadError } from '../../../shared/ui/ItemLoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useCategory } from '../api';
import { CategoryForm } from './CategoryForm';

/** /categories/add-category and /categories/edit-category/:categoryId share this page. */
export function CategoryFormPage() {
  const { categoryId } = useParams();
  const id = categoryId === undefined ? undefined : (parsePositiveInt(categoryId) ?? -1);
  const { back } = useBackToList('/categories');
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
  const { data, isPending, isError, error, refetch } = useCategory(id);
  // Bumped after a stale-save Reload, so the form restarts from the version just loaded.
  const [version, setVersion] = useState(0);
  const reload = async () => {
    await refetch();
    setVersion((v) => v + 1);
  };

  return (
    <>
      <PageHeader title={data ? `Edit category “${data.name}”` : 'Edit category'} />
      <Row gutter={[24, 24]}>
        <Col xs={24} xl={16}>
          {isPending ? (
            <Card>
              <Skeleton active paragraph={{ rows: 10 }} />
            </Card>
          ) : isError ? (
            <Card>
              <ItemLoadError error={error} itemType="category" onBack={onDone} />
            </Card>
          ) : (
            <CategoryForm key={version} category={data} onDone={onDone} onReload={() => void reload()} />
          )}
        </Col>
        <Col xs={24} xl={8}>
          <Card>
            <HistoryPanel menu="categories" itemId={id} itemType="category" />
          </Card>
        </Col>
      </Row>
    </>
  );
}
