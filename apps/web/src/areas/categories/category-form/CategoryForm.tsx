import { useState } from 'react';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import type { CategoryDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { FormSection as Section } from '../../../shared/forms/FormSection';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { usePermission } from '../../../shared/permissions/usePermission';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useCategoryLookups, useSaveCategory } from '../api';
import { CommissionsSection } from './CommissionsSection';
import { DetailsSection } from './DetailsSection';
import { changesOf, toInput, valuesOf, type CategoryFormValues } from './formValues';
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
  const { message } = App.useApp();
  const [form] = Form.useForm<CategoryFormValues>();
  const [initial] = useState(() => valuesOf(category));
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const lookups = useCategoryLookups();
  const save = useSaveCategory();
  // A view-only user may open the page (a shared link) but sees the category read-only.
  const canManage = usePermission('categories', 'manage');
  const locked = save.isPending || !canManage;

  const onFinish = async () => {
    if (uploading) return;
    setFailure(null);
    // Every value, including those of list rows that are not rendered as fields.
    const values = form.getFieldsValue(true) as CategoryFormValues;
    try {
      const saved = category
        ? await save.mutateAsync({ id: category.id, input: changesOf(initial, values, category.updatedAt) })
        : await save.mutateAsync({ input: toInput(values) });
      void message.success(`Category “${saved.name}” ${category ? 'saved' : 'added'}`);
      allowLeave();
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
      else void message.error('Some fields need attention');
    }
  };

  return (
    <LongForm
      form={form}
      initialValues={initial}
      onValuesChange={() => setDirty(JSON.stringify(form.getFieldsValue(true)) !== JSON.stringify(initial))}
      onFinish={onFinish}
      onFinishFailed={() => void message.error('Some fields need attention')}
      disabled={locked}
      aria-label={category ? 'Edit category' : 'Add category'}
    >
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
              onUploadingChange={setUploading}
              disabled={locked}
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
        <SaveBar
          alert={<FormFailureAlert failure={failure} itemType="category" onReload={onReload} />}
          status={
            uploading && <Typography.Text type="secondary">Waiting for images to finish uploading…</Typography.Text>
          }
        >
          <Button onClick={onDone} disabled={save.isPending}>
            {canManage ? 'Cancel' : 'Back'}
          </Button>
          {canManage && (
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={uploading || (Boolean(category) && !dirty)}
            >
              {category ? 'Save' : 'Add category'}
            </Button>
          )}
        </SaveBar>
      </Flex>
    </LongForm>
  );
}
