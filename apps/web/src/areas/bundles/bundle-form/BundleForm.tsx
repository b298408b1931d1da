import { useEffect, useRef, useState } from 'react';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { bundleDateErrors, bundlePublishProblems, type BundleDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { showFieldErrors } from '../../../shared/forms/fieldErrors';
import { FormSection } from '../../../shared/forms/FormSection';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { usePermission } from '../../../shared/permissions/usePermission';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useBundleLookups, useSaveBundle } from '../api';
import { bundleCriteria, deriveBundle, eventMismatches } from './derived';
import { DetailsSection } from './DetailsSection';
import { EventsSection } from './EventsSection';
import { changesOf, toInput, valuesOf, type BundleFormValues } from './formValues';
import { ProductsSection } from './ProductsSection';

interface BundleFormProps {
  /** The bundle as it was when the page loaded; absent when adding. */
  bundle?: BundleDetail;
  onDone: () => void;
  onReload?: () => void;
}

/** The whole bundle on one page; saving sends it (or what changed) in one request, saved in one transaction. */
export function BundleForm({ bundle, onDone, onReload }: BundleFormProps) {
  const { message } = App.useApp();
  const [form] = Form.useForm<BundleFormValues>();
  const [initial] = useState(() => valuesOf(bundle));
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  // A new bundle takes the built title as its name until the user types one of their own.
  const [followsTitle, setFollowsTitle] = useState(!bundle);
  const lookups = useBundleLookups();
  const save = useSaveBundle();
  const canManage = usePermission('bundles', 'manage');
  const locked = save.isPending || !canManage;

  const watched = Form.useWatch<BundleFormValues | undefined>([], { form, preserve: true });
  const values = watched ?? initial;
  const derived = deriveBundle(values, lookups.data);
  const criteria = bundleCriteria(values, lookups.data);
  const mismatches = eventMismatches(values, lookups.data);
  const dirty = JSON.stringify(toInput(values)) !== JSON.stringify(toInput(initial));
  const { allowLeave } = useUnsavedChangesGuard(dirty);

  // An existing bundle still named by its built title keeps following it, once the names to build it are loaded.
  const checkedTitle = useRef(false);
  useEffect(() => {
    if (!bundle || checkedTitle.current || !lookups.data) return;
    checkedTitle.current = true;
    if (bundle.name === derived.title) setFollowsTitle(true);
  }, [bundle, lookups.data, derived.title]);

  const hasTitleParts = Boolean(values.organizationName || values.levelId || values.eventCategoryId);
  useEffect(() => {
    if (followsTitle && hasTitleParts && form.getFieldValue('name') !== derived.title)
      form.setFieldValue('name', derived.title);
  }, [followsTitle, hasTitleParts, derived.title, form]);

  const onFinish = async () => {
    if (uploading || save.isPending) return;
    setFailure(null);
    const all = form.getFieldsValue(true) as BundleFormValues;
    // The server's checks, from the contract, before sending: date order, and what publishing needs (sport,
    // level, dates, expiry, an active event — every active one matching the pass — and a product).
    const input = toInput(all);
    const rowMismatches = eventMismatches(all, lookups.data);
    const problems = {
      ...bundleDateErrors(input),
      ...(input.status === 'published'
        ? bundlePublishProblems({
            ...input,
            events: all.events.map((e, i) => ({ status: e.status, title: e.title, mismatches: rowMismatches[i] })),
          })
        : {}),
    };
    if (Object.keys(problems).length) {
      showFieldErrors(form, Object.entries(problems));
      void message.error('Some fields need attention');
      return;
    }
    try {
      const saved = bundle
        ? await save.mutateAsync({ id: bundle.id, input: changesOf(initial, all, bundle.updatedAt) })
        : await save.mutateAsync({ input: toInput(all) });
      void message.success(`Bundle “${saved.name}” ${bundle ? 'saved' : 'added'}`);
      allowLeave();
      onDone();
    } catch (error) {
      if (applyServerErrors(form, error)) void message.error(errorMessage(error, 'Some fields need attention'));
      else setFailure(error);
    }
  };

  return (
    <LongForm
      form={form}
      initialValues={initial}
      onFinish={onFinish}
      onFinishFailed={() => void message.error('Some fields need attention')}
      disabled={locked}
      aria-label={bundle ? 'Edit bundle' : 'Add bundle'}
    >
      <Flex vertical gap={16}>
        {!canManage && <Alert type="info" showIcon title="You can view this bundle but not change it." />}
        {lookups.isError && (
          <Alert type="warning" showIcon title={`Could not load the choices: ${errorMessage(lookups.error)}`} />
        )}
        <FormSection title="Details">
          <DetailsSection
            lookups={lookups.data}
            builtTitle={derived.title}
            followsTitle={followsTitle}
            onFollowTitle={setFollowsTitle}
          />
        </FormSection>
        <FormSection title="Events" extra={`${derived.activeEvents} active`}>
          <EventsSection disabled={locked} criteria={criteria} mismatches={mismatches} />
        </FormSection>
        <FormSection title="Products and prices">
          <ProductsSection lookups={lookups.data} derived={derived} disabled={locked} />
        </FormSection>
        <FormSection title="Images">
          <Form.Item
            name="images"
            extra="Drag to reorder; the primary image represents the bundle."
            style={{ marginBottom: 0 }}
          >
            <ImageDropzone
              multiple
              withPrimary
              sortable
              maxCount={20}
              label="Bundle images"
              onUploadingChange={setUploading}
              disabled={locked}
            />
          </Form.Item>
        </FormSection>
        <SaveBar
          alert={<FormFailureAlert failure={failure} itemType="bundle" onReload={onReload} />}
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
              disabled={uploading || (Boolean(bundle) && !dirty)}
            >
              {bundle ? 'Save' : 'Add bundle'}
            </Button>
          )}
        </SaveBar>
      </Flex>
    </LongForm>
  );
}
