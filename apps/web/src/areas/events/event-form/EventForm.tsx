import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Flex } from 'antd';
import { eventPublishProblems, eventTimeProblems, mediaDayProblems, type EventDetail } from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { FormFooter } from '../../../shared/forms/FormFooter';
import { LongForm } from '../../../shared/forms/LongForm';
import { useItemForm } from '../../../shared/forms/useItemForm';
import { usePermission } from '../../../shared/permissions/usePermission';
import { useEventLookups, useSaveEvent } from '../api';
import { heldOrdersQuery, HeldOrdersAlert, ResolveOrdersDialog } from '../../orders/public';
import { FormSection } from '../../../shared/forms/FormSection';
import { PhotographersSection, OrganizationsSection } from './CrewSection';
import { DetailsSection } from './DetailsSection';
import { toInput, valuesOf } from './formValues';
import { MatchSection } from './MatchSection';
import { MediaDaySection } from './MediaDaySection';
import { MediaSection, SalesSection, SeoSection } from './MoreSections';
import { ProductsSection } from './ProductsSection';
import { askSaveAnyway } from './confirmDuplicate';
import { saveConfirmingDuplicates } from './saveConfirmingDuplicates';

/** A sideline event (game, tournament) has the whole form; a media day its own details, staff and products. */
export type EventFormVariant = 'event' | 'media-day';

interface EventFormProps {
  variant?: EventFormVariant;
  event?: EventDetail;
  onDone: () => void;
  onReload?: () => void;
}

/** The whole event on one page, saved in one request (one transaction on the server). */
export function EventForm({ variant = 'event', event, onDone, onReload }: EventFormProps) {
  const mediaDay = variant === 'media-day';
  const { modal } = App.useApp();
  const lookups = useEventLookups();
  const save = useSaveEvent();
  const queryClient = useQueryClient();
  const canSeeOrders = usePermission('orders', 'view');
  // Set when this save canceled an event that paid orders still hold: the resolution step opens before leaving.
  const [resolving, setResolving] = useState<{ id: number; title: string } | null>(null);
  const f = useItemForm({
    itemType: mediaDay ? 'media day' : 'event',
    item: event,
    initialValues: () => valuesOf(event, mediaDay ? 'media_day' : 'game'),
    toInput,
    // The same checks the server makes, from the contract: each missing part gets its own message at once.
    problems: (input) => ({
      ...eventTimeProblems(input),
      // A media day's rules whichever form made it (this one with the type "Media day", or the Media Days one).
      ...mediaDayProblems({ ...input, competitionType: input.competitionType ?? 'game' }),
      ...(input.status === 'published'
        ? eventPublishProblems({ ...input, competitionType: input.competitionType ?? 'game', match: input.match ?? {} })
        : {}),
    }),
    save: ({ input, item }) => {
      const base = item ? { ...input, updatedAt: item.updatedAt } : input;
      // An identical live event (teams, sport, level, start) asks first: "Create anyway?" sends it confirmed.
      return saveConfirmingDuplicates(
        (confirmDuplicate) =>
          save.mutateAsync({ id: item?.id, input: confirmDuplicate ? { ...base, confirmDuplicate } : base }),
        (other) => askSaveAnyway(modal, other, Boolean(item)),
      );
    },
    nameOf: (saved) => saved.title,
    onSaved: async (saved) => {
      if (event && saved.status === 'canceled' && event.status !== 'canceled' && canSeeOrders) {
        const held = await queryClient.fetchQuery(heldOrdersQuery(saved.id)).catch(() => null);
        if (held?.orders) {
          setResolving({ id: saved.id, title: saved.title });
          return;
        }
      }
      onDone();
    },
  });

  // The resolution step and its banner sit outside the form: their keys and fields are not the event's.
  return (
    <Flex vertical gap={16}>
      {event && <HeldOrdersAlert event={event} />}
      <LongForm {...f.formProps} aria-label={`${event ? 'Edit' : 'Add'} ${mediaDay ? 'media day' : 'event'}`}>
        <Flex vertical gap={16}>
          {lookups.isError && (
            <Alert type="warning" showIcon title={`Could not load the choices: ${errorMessage(lookups.error)}`} />
          )}
          {mediaDay ? (
            <>
              <FormSection title="Media day">
                <MediaDaySection lookups={lookups.data} />
              </FormSection>
              <FormSection title="Staff">
                <PhotographersSection lookups={lookups.data} saved={event?.photographers} />
              </FormSection>
              <FormSection title="Products and prices">
                <ProductsSection lookups={lookups.data} />
              </FormSection>
            </>
          ) : (
            <>
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
                <PhotographersSection lookups={lookups.data} saved={event?.photographers} />
              </FormSection>
              <FormSection title="Products and prices">
                <ProductsSection lookups={lookups.data} />
              </FormSection>
              <FormSection title="Images and gallery">
                <MediaSection disabled={f.saving} onUploadingChange={f.trackUploads()} />
              </FormSection>
              <FormSection title="Offline sales and order limits">
                <SalesSection lookups={lookups.data} />
              </FormSection>
              <FormSection title="Search and sharing">
                <SeoSection />
              </FormSection>
            </>
          )}
          <FormFooter
            state={f}
            addLabel={mediaDay ? 'Add media day' : 'Add event'}
            onCancel={onDone}
            onReload={onReload}
          />
        </Flex>
      </LongForm>
      {resolving && <ResolveOrdersDialog event={resolving} onClose={onDone} />}
    </Flex>
  );
}
