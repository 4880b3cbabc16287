import { ApiError, errorMessage } from '../../../lib/api-client';
import { showNotice } from '../../../lib/notify';

/**
 * Says why a call failed: the spec's message as the title over the server's reason ("Can't activate
 * policy" and "The policy is waiting for legal review…"), or the message alone when the server gave
 * none. A refused session says nothing more: its end was told already.
 */
export function showFailure(error: unknown, message: string): void {
  if (error instanceof ApiError && error.status === 401) return;
  const reason = errorMessage(error, '');
  showNotice(reason ? { tone: 'error', title: message, message: reason } : { tone: 'error', message });
}
