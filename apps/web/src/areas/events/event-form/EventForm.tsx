import { useRef, useState } from 'react';
import { Alert, App, Button, Card, Flex, Form, Typography } from 'antd';
import { eventPublishProblems, eventTimeProblems, type EventDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { applyServerErrors } from '../../../shared/forms/applyServerErrors';
import { FormFailureAlert } from '../../../shared/forms/FormFailureAlert';
import { useSubmitShortcut } from '../../../shared/forms/useSubmitShortcut';
import { useUnsavedChangesGuard } from '../../../shared/forms/useUnsavedChangesGuard';
import { useEventLookups, useSaveEvent } from '../api';
import { FormSection } from '../components/FormSection';
import { PhotographersSection, OrganizationsSection } from './CrewSection';
import { DetailsSection } from './DetailsSection';
import { toInput, valuesOf, type EventFormValues } from './formValues';
import { MatchSection } from './MatchSection';
import { MediaSection, SalesSection, SeoSection } from './MoreSections';
import { ProductsSection } from './ProductsSection';
import { askSaveAnyway } from './confirmDuplicate';
import { saveConfirmingDuplicates } from './saveConfirmingDuplicates';

const toPath = (name: string) => name.split('.').map((s) => (/^\d+$/.test(s) ? Number(s) : s));

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
  const onKeyDown = useSubmitShortcut(form);
  const lookups = useEventLookups();
  const save = useSaveEvent();
  // Ctrl+Enter and a click can land together: one save at a time, whatever the render state says.
  const submitting = useRef(false);

  const onFinish = async () => {
    if (uploading || submitting.current) return;
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
      form.setFields(
        Object.entries(problems).map(([name, msg]) => ({ name: toPath(name), errors: [msg] })) as Parameters<
          typeof form.setFields
        >[0],
      );
      void message.error('Some fields need attention');
      return;
    }
    submitting.current = true;
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
      onDone();
    } catch (error) {
      if (!applyServerErrors(form, error)) setFailure(error);
      else void message.error('Some fields need attention');
    } finally {
      submitting.current = false;
    }
  };

  return (
    <Form
      form={form}
      layout="vertical"
      initialValues={initial}
      onValuesChange={() => setDirty(JSON.stringify(form.getFieldsValue(true)) !== JSON.stringify(initial))}
      onFinish={() => void onFinish()}
      onFinishFailed={() => void message.error('Some fields need attention')}
      onKeyDown={onKeyDown}
      disabled={save.isPending}
      requiredMark={false}
      scrollToFirstError={{ block: 'center' }}
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
        <Card>
          <FormFailureAlert failure={failure} itemType="event" onReload={onReload} />
          <Flex justify="flex-end" align="center" gap={8}>
            {uploading && <Typography.Text type="secondary">Waiting for images to finish uploading…</Typography.Text>}
            <Typography.Text type="secondary">Ctrl/⌘ + Enter saves</Typography.Text>
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
          </Flex>
        </Card>
      </Flex>
    </Form>
  );
}
