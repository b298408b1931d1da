import { App, Button, Popconfirm, Space, Tag, Tooltip } from 'antd';
import { CheckOutlined, CloseCircleOutlined, CloseOutlined, MailOutlined } from '@ant-design/icons';
import {
  ASSIGNMENT_CONFIRMATION_LABELS,
  ASSIGNMENT_MESSAGES,
  type AssignmentAnswer,
  type AssignmentConfirmation,
} from '@phlox/contract';
import { errorMessage } from '../../../shared/api/ApiError';
import { useAnswerOwnAssignment, useRecordAnswer, useResendRequest } from '../confirmationApi';

const COLORS: Record<AssignmentConfirmation, string> = {
  email_sent: 'blue',
  pending: 'gold',
  confirmed: 'green',
  rejected: 'red',
};

/** A crew member's answer to its assignment, as a tag (a rejected one stands out with an icon). */
export function ConfirmationTag({ value, name }: { value: AssignmentConfirmation; name?: string }) {
  const label = ASSIGNMENT_CONFIRMATION_LABELS[value];
  return (
    <Tag
      color={COLORS[value]}
      icon={value === 'rejected' ? <CloseCircleOutlined aria-hidden /> : undefined}
      data-testid="confirmation-tag"
    >
      {name ? `${name} · ${label}` : label}
    </Tag>
  );
}

const hasStarted = (startTime: string) => Date.parse(startTime) <= Date.now();

/**
 * The signed-in crew member's own answer, until the event starts: Confirm, or Decline after a question. A
 * confirmed assignment can still be declined (and the other way round) while the event is to come.
 */
export function OwnAnswerButtons({
  eventId,
  title,
  startTime,
  current,
}: {
  eventId: number;
  title: string;
  startTime: string;
  current: AssignmentConfirmation;
}) {
  const { message } = App.useApp();
  const answer = useAnswerOwnAssignment();
  if (hasStarted(startTime)) return null;
  const send = (a: AssignmentAnswer) =>
    answer.mutateAsync({ eventId, answer: a }).then(
      () => void message.success(ASSIGNMENT_MESSAGES.answered[a]),
      (error: unknown) => void message.error(errorMessage(error)),
    );
  return (
    <Space size={4}>
      {current !== 'confirmed' && (
        <Button
          size="small"
          type="primary"
          icon={<CheckOutlined aria-hidden />}
          loading={answer.isPending && answer.variables?.answer === 'confirmed'}
          disabled={answer.isPending}
          aria-label={`Confirm ${title}`}
          onClick={() => void send('confirmed')}
        >
          Confirm
        </Button>
      )}
      {current !== 'rejected' && (
        <Popconfirm
          title="Decline this assignment?"
          description="The office sees it flagged and finds someone else."
          okText="Decline"
          okButtonProps={{ danger: true }}
          onConfirm={() => send('rejected')}
        >
          <Button
            size="small"
            danger
            icon={<CloseOutlined aria-hidden />}
            disabled={answer.isPending}
            aria-label={`Decline ${title}`}
          >
            Decline
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/**
 * Staff's actions on one crew member: send the request again (before the event starts, while not confirmed), or
 * record an answer given another way.
 */
export function StaffConfirmationActions({
  eventId,
  photographerId,
  name,
  startTime,
  canceled,
  current,
}: {
  eventId: number;
  photographerId: number;
  name: string;
  startTime: string;
  canceled: boolean;
  current: AssignmentConfirmation;
}) {
  const { message } = App.useApp();
  const resend = useResendRequest();
  const record = useRecordAnswer();
  const busy = resend.isPending || record.isPending;
  const fail = (error: unknown) => void message.error(errorMessage(error));
  const mark = (answer: AssignmentAnswer) =>
    record
      .mutateAsync({ eventId, photographerId, answer })
      .then(() => void message.success(`${name}: ${ASSIGNMENT_CONFIRMATION_LABELS[answer]}`), fail);
  return (
    <Space size={0} wrap>
      {current !== 'confirmed' && !canceled && !hasStarted(startTime) && (
        <Tooltip title="E-mail a new confirm/decline link (the earlier one stops working)">
          <Button
            size="small"
            type="link"
            icon={<MailOutlined aria-hidden />}
            loading={resend.isPending}
            disabled={busy}
            aria-label={`Resend request to ${name}`}
            onClick={() =>
              void resend
                .mutateAsync({ eventId, photographerId })
                .then(() => void message.success(`Request sent to ${name} again`), fail)
            }
          >
            Resend
          </Button>
        </Tooltip>
      )}
      {current !== 'confirmed' && (
        <Popconfirm
          title={`Record that ${name} confirmed?`}
          description="For an answer given another way, such as by phone."
          okText="Mark confirmed"
          onConfirm={() => mark('confirmed')}
        >
          <Button size="small" type="link" disabled={busy} aria-label={`Mark ${name} confirmed`}>
            Mark confirmed
          </Button>
        </Popconfirm>
      )}
      {current !== 'rejected' && (
        <Popconfirm
          title={`Record that ${name} declined?`}
          okText="Mark declined"
          okButtonProps={{ danger: true }}
          onConfirm={() => mark('rejected')}
        >
          <Button size="small" type="link" danger disabled={busy} aria-label={`Mark ${name} declined`}>
            Mark declined
          </Button>
        </Popconfirm>
      )}
    </Space>
  );
}
