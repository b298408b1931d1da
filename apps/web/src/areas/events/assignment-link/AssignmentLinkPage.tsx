import { useEffect, useState } from 'react';
import { Alert, Button, Descriptions, Flex, Result, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import {
  ASSIGNMENT_CONFIRMATION_LABELS,
  ASSIGNMENT_MESSAGES,
  type AssignmentAnswer,
  type AssignmentConfirmation,
} from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { DateCell } from '../../../shared/cells/cells';
import { AuthCard } from '../../../shared/ui/AuthCard';
import { useAsyncAction } from '../../../shared/hooks/useAsyncAction';
import { answerAssignmentLink, lookupAssignmentLink } from './linkApi';
import { ROLE_LABELS } from '../labels';

const ANSWERED: Record<AssignmentAnswer, { title: string; text: string }> = {
  confirmed: { title: 'Thank you — you are confirmed', text: 'The office sees your confirmation. See you there.' },
  rejected: { title: 'You have declined', text: 'The office sees that you cannot make it and will find someone else.' },
};
const isAnswer = (v: string | null): v is AssignmentAnswer => v === 'confirmed' || v === 'rejected';

/**
 * "/assignment?token=…&answer=…": the page the assignment e-mail's links open, signed in or not. It shows the
 * event and asks — the link's own answer is only the button offered first; nothing is answered until a click
 * (mail scanners open links). The link works once.
 */
export function AssignmentLinkPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const suggested = params.get('answer');
  const lookup = useAsyncAction(lookupAssignmentLink);
  const answer = useAsyncAction(answerAssignmentLink);
  const [clicked, setClicked] = useState<AssignmentAnswer>();
  const { run: look } = lookup;
  // A POST (not a GET a scanner would also send), once per token: it marks the request seen.
  useEffect(() => {
    if (token) look(token).catch(() => undefined);
  }, [token, look]);

  if (!token)
    return (
      <AuthCard title="Assignment">
        <Result status="warning" style={{ padding: 0 }} subTitle={ASSIGNMENT_MESSAGES.linkInvalid} />
      </AuthCard>
    );
  if (answer.isSuccess && answer.data) {
    const done = ANSWERED[answer.data.confirmation as AssignmentAnswer];
    return (
      <AuthCard title="Assignment">
        <Result
          status={answer.data.confirmation === 'confirmed' ? 'success' : 'info'}
          style={{ padding: 0 }}
          title={done.title}
          subTitle={done.text}
        />
      </AuthCard>
    );
  }
  if (lookup.isError)
    return (
      <AuthCard title="Assignment">
        <Result status="warning" style={{ padding: 0 }} subTitle={errorMessage(lookup.error)} />
      </AuthCard>
    );
  if (!lookup.data) return <AuthCard title="Assignment">{<Skeleton active />}</AuthCard>;

  const r = lookup.data;
  const send = (a: AssignmentAnswer) => {
    setClicked(a);
    answer.run({ token, answer: a }).catch(() => undefined);
  };
  const first: AssignmentAnswer = isAnswer(suggested) ? suggested : 'confirmed';
  const answered = (['confirmed', 'rejected'] as AssignmentConfirmation[]).includes(r.confirmation);
  return (
    <AuthCard title="Will you work this event?" lead={`Hello ${r.crewName}, you are assigned to:`}>
      <Descriptions column={1} size="small" bordered style={{ marginBottom: 16 }}>
        <Descriptions.Item label="Event">{r.eventTitle}</Descriptions.Item>
        <Descriptions.Item label="Starts">
          <DateCell value={r.startTime} />
        </Descriptions.Item>
        <Descriptions.Item label="Ends">
          <DateCell value={r.endTime} />
        </Descriptions.Item>
        {r.venueName && <Descriptions.Item label="Venue">{r.venueName}</Descriptions.Item>}
        <Descriptions.Item label="Role">{ROLE_LABELS[r.eventRole]}</Descriptions.Item>
        {answered && (
          <Descriptions.Item label="Your answer">{ASSIGNMENT_CONFIRMATION_LABELS[r.confirmation]}</Descriptions.Item>
        )}
      </Descriptions>
      {answer.isError && (
        <Alert type="error" showIcon role="alert" title={errorMessage(answer.error)} style={{ marginBottom: 16 }} />
      )}
      <Flex gap={8} vertical={false}>
        <Button
          block
          size="large"
          type={first === 'confirmed' ? 'primary' : 'default'}
          loading={answer.isPending && clicked === 'confirmed'}
          disabled={answer.isPending}
          onClick={() => send('confirmed')}
        >
          Confirm
        </Button>
        <Button
          block
          size="large"
          danger
          type={first === 'rejected' ? 'primary' : 'default'}
          loading={answer.isPending && clicked === 'rejected'}
          disabled={answer.isPending}
          onClick={() => send('rejected')}
        >
          Decline
        </Button>
      </Flex>
    </AuthCard>
  );
}
