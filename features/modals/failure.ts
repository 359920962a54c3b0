/**
 * Which `modals` message a failed form shows (issue 26): a 429 says to wait a few minutes and a 507
 * (the CV storage is full) says files cannot be received now, both translated; anything else is
 * the spec's 'Something went wrong'. The form keeps what the visitor typed in every case.
 */
export type FormFailureKey = 'tooManyRequests' | 'uploadsFull' | 'failure';

export const STATUS_TOO_MANY_REQUESTS = 429;
export const STATUS_STORAGE_FULL = 507;

export function formFailureKey(status: number): FormFailureKey {
  if (status === STATUS_TOO_MANY_REQUESTS) return 'tooManyRequests';
  if (status === STATUS_STORAGE_FULL) return 'uploadsFull';
  return 'failure';
}

/** A failure the visitor can fix by waiting: the form stays open with its values, whatever the spec does otherwise. */
export const isRetryLater = (status: number) =>
  status === STATUS_TOO_MANY_REQUESTS || status === STATUS_STORAGE_FULL;
