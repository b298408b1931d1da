import { Alert, Flex, Form } from 'antd';
import type { CategoryDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormSection as Section } from '../../../shared/forms/FormSection';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { usePermission } from '../../../shared/permissions/usePermission';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useCategoryLookups, useSaveCategory } from '../api';
import { CommissionsSection } from './CommissionsSection';
import { DetailsSection } from './DetailsSection';
import { toInput, valuesOf } from './formValues';
import { QuestionsSection } from './QuestionsSection';
import { TemplatesSection } from './TemplatesSection';

interface CategoryFormProps {
  /** The category as it was when the page loaded; absent when adding. */
  category?: CategoryDetail;
  onDone: () => void;
  onReload?: () => void;
}

/** The whole category on one page; saving sends it (or what changed) in one request, saved in one transaction. */
export function CategoryForm({ category, onDone, onReload }: CategoryFormProps) {
  const lookups = useCategoryLookups();
  const save = useSaveCategory();
  // A view-only user may open the page (a shared link) but sees the category read-only.
  const canManage = usePermission('categories', 'manage');
  const f = useItemForm({
    itemType: 'category',
    item: category,
    readOnly: !canManage,
    initialValues: () => valuesOf(category),
    toInput,
    save: ({ input, changes, item }) =>
      save.mutateAsync(item ? { id: item.id, input: { ...changes, updatedAt: item.updatedAt } } : { input }),
    nameOf: (saved) => saved.name,
    onSaved: onDone,
  });

  return (
    <LongForm {...f.formProps} aria-label={category ? 'Edit category' : 'Add category'}>
      <Flex vertical gap={16}>
        {!canManage && <Alert type="info" showIcon title="You can view this category but not change it." />}
        {lookups.isError && (
          <Alert type="warning" showIcon title={`Could not load the choices: ${errorMessage(lookups.error)}`} />
        )}
        <Section title="Details">
          <DetailsSection
            lookups={lookups.data}
            selfId={category?.id}
            isGroupWithChildren={(category?.childCount ?? 0) > 0}
          />
        </Section>
        <Section title="Images">
          <Form.Item
            name="images"
            extra="The primary image represents the category on the customer site."
            style={{ marginBottom: 0 }}
          >
            <ImageDropzone
              multiple
              withPrimary
              maxCount={20}
              label="Category images"
              onUploadingChange={f.trackUploads()}
              disabled={f.formProps.disabled}
            />
          </Form.Item>
        </Section>
        <Section title="Description templates">
          <TemplatesSection />
        </Section>
        <Section title="Checkout questions">
          <QuestionsSection lookups={lookups.data} />
        </Section>
        <Section title="Booster club commissions">
          <CommissionsSection lookups={lookups.data} />
        </Section>
        <FormFooter state={f} addLabel="Add category" onCancel={onDone} onReload={onReload} />
      </Flex>
    </LongForm>
  );
}
