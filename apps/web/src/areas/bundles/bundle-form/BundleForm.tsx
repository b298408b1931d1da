import { useEffect, useRef, useState } from 'react';
import { Alert, Flex, Form } from 'antd';
import { bundleDateErrors, bundlePublishProblems, type BundleDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { FormSection } from '../../../shared/forms/FormSection';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { usePermission } from '../../../shared/permissions/usePermission';
import { ImageDropzone } from '../../../shared/uploads/ImageDropzone';
import { useBundleLookups, useSaveBundle } from '../api';
import { bundleCriteria, deriveBundle, eventMismatches } from './derived';
import { DetailsSection } from './DetailsSection';
import { EventsSection } from './EventsSection';
import { toInput, valuesOf, type BundleFormValues } from './formValues';
import { ProductsSection } from './ProductsSection';

interface BundleFormProps {
  /** The bundle as it was when the page loaded; absent when adding. */
  bundle?: BundleDetail;
  onDone: () => void;
  onReload?: () => void;
}

/** The whole bundle on one page; saving sends it (or what changed) in one request, saved in one transaction. */
export function BundleForm({ bundle, onDone, onReload }: BundleFormProps) {
  // A new bundle takes the built title as its name until the user types one of their own.
  const [followsTitle, setFollowsTitle] = useState(!bundle);
  const lookups = useBundleLookups();
  const save = useSaveBundle();
  const canManage = usePermission('bundles', 'manage');
  const f = useItemForm({
    itemType: 'bundle',
    item: bundle,
    readOnly: !canManage,
    initialValues: () => valuesOf(bundle),
    toInput,
    // The server's checks, from the contract, before sending: date order, and what publishing needs (sport,
    // level, dates, expiry, an active event — every active one matching the pass — and a product).
    problems: (input, all) => {
      const rowMismatches = eventMismatches(all, lookups.data);
      return {
        ...bundleDateErrors(input),
        ...(input.status === 'published'
          ? bundlePublishProblems({
              ...input,
              events: all.events.map((e, i) => ({ status: e.status, title: e.title, mismatches: rowMismatches[i] })),
            })
          : {}),
      };
    },
    save: ({ input, changes, item }) =>
      save.mutateAsync(item ? { id: item.id, input: { ...changes, updatedAt: item.updatedAt } } : { input }),
    nameOf: (saved) => saved.name,
    onSaved: onDone,
  });
  const { form, refreshDirty } = f;

  const watched = Form.useWatch<BundleFormValues | undefined>([], { form, preserve: true });
  const values = watched ?? f.initial;
  const derived = deriveBundle(values, lookups.data);
  const criteria = bundleCriteria(values, lookups.data);
  const mismatches = eventMismatches(values, lookups.data);

  // An existing bundle still named by its built title keeps following it, once the names to build it are loaded.
  const checkedTitle = useRef(false);
  useEffect(() => {
    if (!bundle || checkedTitle.current || !lookups.data) return;
    checkedTitle.current = true;
    if (bundle.name === derived.title) setFollowsTitle(true);
  }, [bundle, lookups.data, derived.title]);

  const hasTitleParts = Boolean(values.organizationName || values.levelId || values.eventCategoryId);
  useEffect(() => {
    if (followsTitle && hasTitleParts && form.getFieldValue('name') !== derived.title) {
      form.setFieldValue('name', derived.title);
      refreshDirty();
    }
  }, [followsTitle, hasTitleParts, derived.title, form, refreshDirty]);

  return (
    <LongForm {...f.formProps} aria-label={bundle ? 'Edit bundle' : 'Add bundle'}>
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
          <EventsSection disabled={f.formProps.disabled} criteria={criteria} mismatches={mismatches} />
        </FormSection>
        <FormSection title="Products and prices">
          <ProductsSection lookups={lookups.data} derived={derived} disabled={f.formProps.disabled} />
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
              onUploadingChange={f.trackUploads()}
              disabled={f.formProps.disabled}
            />
          </Form.Item>
        </FormSection>
        <FormFooter state={f} addLabel="Add bundle" onCancel={onDone} onReload={onReload} />
      </Flex>
    </LongForm>
  );
}
