import { Form, Input } from 'antd';
import { buildGameTitle, isMediaDayType, type EventLookups } from '@phlox/contract';
import { useEventOrganizationOptions } from '../api';
import type { EventFormValues } from './formValues';

/**
 * A game's title is built from its teams, gender, level and sport (BUSINESS_RULES) with the same builder the
 * server uses, and follows the fields as they change; other event types take a typed title.
 */
export function TitleField({ lookups }: { lookups?: EventLookups }) {
  const form = Form.useFormInstance<EventFormValues>();
  const type = Form.useWatch('competitionType', form);
  const match = Form.useWatch('match', form);
  const categoryId = Form.useWatch('eventCategoryId', form);
  const teamIds = [match?.homeTeamId, match?.visitingTeamId, ...(match?.participatingTeams ?? [])].filter(
    (x): x is number => typeof x === 'number',
  );
  const teams = useEventOrganizationOptions('', teamIds);
  const name = (id?: number | null) => (id ? teams.data?.find((t) => t.id === id)?.name : undefined);
  const built = buildGameTitle({
    home: name(match?.homeTeamId),
    visiting: name(match?.visitingTeamId),
    participants: (match?.participatingTeams ?? []).map((t) => name(t) ?? ''),
    gender: match?.gender,
    level: lookups?.levels.find((l) => l.id === match?.levelId)?.name,
    sport: lookups?.categories.find((c) => c.id === categoryId)?.name,
  });
  if (type === 'game')
    return (
      <Form.Item
        label="Title"
        name="title"
        extra={
          built
            ? 'Built from the teams, gender, level and sport.'
            : 'Choose the teams, level and sport to build the title.'
        }
      >
        <BuiltTitle built={built} />
      </Form.Item>
    );
  // A media day is named by staff on every save (mediaDayProblems), as on the Media Days form; nothing is built.
  const mediaDay = type !== undefined && isMediaDayType(type);
  return (
    <Form.Item
      label="Title"
      name="title"
      required={mediaDay}
      rules={[{ max: 255, message: 'Use at most 255 characters' }]}
    >
      <Input
        placeholder={mediaDay ? 'e.g. Plano ISD Fall Media Day' : built || 'e.g. Lincoln Lions Invitational'}
        maxLength={255}
      />
    </Form.Item>
  );
}

/** The game's title as it will be saved: the built one, or the saved one while parts are missing. */
function BuiltTitle({ built, value }: { built: string; value?: string }) {
  return <Input value={built || value || ''} readOnly aria-label="Title" data-testid="built-title" />;
}
