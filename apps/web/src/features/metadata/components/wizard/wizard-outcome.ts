import { feedStatuses } from '@feedmarket/contract/catalog/catalog.constants';
import { formatMessage, messages } from '@feedmarket/contract/messages';

import { errorMessage } from '../../../../lib/api-client';

/** What became of a submitted feed or group: live, waiting for the supervisor, or back with feedback. */
export function submittedNotice(status: number, noun: 'feed' | 'group'): string {
  if (status === feedStatuses.active) return `The ${noun} is active: other members can find it now.`;
  if (status === feedStatuses.submitted) return `The ${noun} waits for the supervisor's review before it goes live.`;
  return `The ${noun} was returned for review: the feedback is shown at each step.`;
}

/** 'Can not change status. ' and the server's reason, or the generic message when there is none. */
export function statusChangeFailure(error: unknown): string {
  const reason = errorMessage(error, '');
  return reason ? formatMessage('statusChangeFailed', { message: reason }) : messages.statusChangeError;
}
