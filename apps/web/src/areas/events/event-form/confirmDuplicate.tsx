import type { App } from 'antd';
import type { DuplicateEventDetails } from '@phlox/contract';
import { formatDateTime } from '../../../shared/format/date';
import { eventPaths } from '../paths';

type Modal = ReturnType<typeof App.useApp>['modal'];

/**
 * "An identical event already exists: … Create anyway?", with a link to that event (a new tab, so the form keeps
 * what was typed). Resolves true when staff confirm.
 */
export function askSaveAnyway(modal: Modal, other: DuplicateEventDetails, editing: boolean): Promise<boolean> {
  return new Promise((resolve) => {
    modal.confirm({
      title: 'An identical event already exists',
      content: (
        <>
          <a href={eventPaths.view(other.id)} target="_blank" rel="noreferrer">
            {other.title}
          </a>{' '}
          starts at {formatDateTime(other.startTime)} with the same teams, sport and level.{' '}
          {editing ? 'Save this one anyway?' : 'Create another anyway?'}
        </>
      ),
      okText: editing ? 'Save anyway' : 'Create anyway',
      cancelText: 'Go back',
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}
