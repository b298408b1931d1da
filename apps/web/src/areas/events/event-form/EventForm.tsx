import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Flex, Form, Typography } from 'antd';
import { eventPublishProblems, eventTimeProblems, type EventDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { showFieldErrors } from '../../../shared/forms/fieldErrors';
import { LongForm, SaveBar } from '../../../shared/forms/LongForm';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { useEventLookups, useSaveEvent } from '../api';
import { heldOrdersQuery, HeldOrdersAlert, ResolveOrdersDialog } from '../../orders/public';
import { FormSection } from '../../../shared/forms/FormSection';
import { PhotographersSection, OrganizationsSection } from './CrewSection';
import { DetailsSection } from './DetailsSection';
import { toInput, valuesOf, type EventFormValues } from './formValues';
import { MatchSection } from './MatchSection';
import { MediaSection, SalesSection, SeoSection } from './MoreSections';
import { ProductsSection } from './ProductsSection';
import { askSaveAnyway } from './confirmDuplicate';
import { saveConfirmingDuplicates } from './saveConfirmingDuplicates';

interface EventFormProps {
  event?: EventDetail;
  onDone: () => void;
  onReload?: () => void;
}

/** The whole event on one page, saved in one request (one transaction on the server). */
export function EventForm({ event, onDone, onReload }: EventFormProps) {
  const { message, modal } = App.useApp();
  const [form] = Form.useForm<EventFormValues>();
  const [initial] = useState(() => valuesOf(event));
  const [dirty, setDirty] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const { allowLeave } = useUnsavedChangesGuard(dirty);
  const lookups = useEventLookups();
  const save = useSaveEvent();
  const queryClient = useQueryClient();
  const canSeeOrders = usePermission('orders', 'view');
  // Set when this save canceled an event that paid orders still hold: the resolution step opens before leaving.
  const [resolving, setResolving] = useState<{ id: number; title: string } | null>(null);
  const onFinish = async () => {
    if (uploading) return;
    setFailure(null);
    const values = form.getFieldsValue(true) as EventFormValues;
    const input = toInput(values);
    // The same checks the server makes, from the contract: each missing part gets its own message at once.
    const problems = {
      ...eventTimeProblems(input),
      ...(input.status === 'published'
        ? eventPublishProblems({ ...input, competitionType: input.competitionType ?? 'game', match: input.match ?? {} })
        : {}),
    };
    if (Object.keys(problems).length) {
      showFieldErrors(form, Object.entries(problems));
      void message.error('Some fields need attention');
      return;
    }
    try {
      const base = event ? { ...input, updatedAt: event.updatedAt } : input;
      // An identical live event (teams, sport, level, start) asks first: "Create anyway?" sends it confirmed.
      const saved = await saveConfirmingDuplicates(
        (confirmDuplicate) =>
          save.mutateAsync({ id: event?.id, input: confirmDuplicate ? { ...base, confirmDuplicate } : base }),
        (other) => askSaveAnyway(modal, other, Boolean(event)),
      );
      if (!saved) return;
      void message.success(`Event “${saved.title}” ${event ? 'saved' : 'added'}`);
      allowLeave();
      if (event && saved.status === 'canceled' && event.status !== 'canceled' && canSeeOrders) {
        const held = await queryClient.fetchQuery(heldOrdersQuery(saved.id)).catch(() => null);
        if (held?.orders) {
          setResolving({ id: saved.id, title: saved.title });
          return;
        }
      }
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
      else void message.error('Some fields need attention');
    }
  };

  // The resolution step and its banner sit outside the form: their keys and fields are not the event's.
  return (
    <Flex vertical gap={16}>
      {event && <HeldOrdersAlert event={event} />}
      <LongForm
        form={form}
        initialValues={initial}
        onValuesChange={() => setDirty(JSON.stringify(form.getFieldsValue(true)) !== JSON.stringify(initial))}
        onFinish={onFinish}
        onFinishFailed={() => void message.error('Some fields need attention')}
        disabled={save.isPending}
        aria-label={event ? 'Edit event' : 'Add event'}
      >
        <Flex vertical gap={16}>
          {lookups.isError && (
            <Alert type="warning" showIcon title={`Could not load the choices: ${errorMessage(lookups.error)}`} />
          )}
          <FormSection title="Details">
            <DetailsSection lookups={lookups.data} />
          </FormSection>
          <FormSection title="Match">
            <MatchSection lookups={lookups.data} />
          </FormSection>
          <FormSection title="Organizations and venue">
            <OrganizationsSection />
          </FormSection>
          <FormSection title="Photographers">
            <PhotographersSection lookups={lookups.data} />
          </FormSection>
          <FormSection title="Products and prices">
            <ProductsSection lookups={lookups.data} />
          </FormSection>
          <FormSection title="Images and gallery">
            <MediaSection disabled={save.isPending} onUploadingChange={setUploading} />
          </FormSection>
          <FormSection title="Offline sales and order limits">
            <SalesSection lookups={lookups.data} />
          </FormSection>
          <FormSection title="Search and sharing">
            <SeoSection />
          </FormSection>
          <SaveBar
            alert={<FormFailureAlert failure={failure} itemType="event" onReload={onReload} />}
            status={
              uploading && <Typography.Text type="secondary">Waiting for images to finish uploading…</Typography.Text>
            }
          >
            <Button onClick={onDone} disabled={save.isPending}>
              Cancel
            </Button>
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={uploading || (Boolean(event) && !dirty)}
            >
              {event ? 'Save' : 'Add event'}
            </Button>
          </SaveBar>
        </Flex>
      </LongForm>
      {resolving && <ResolveOrdersDialog event={resolving} onClose={onDone} />}
    </Flex>
  );
}
