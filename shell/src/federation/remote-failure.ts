/** What loadRemote resolves to when the errorLoadRemote plugin recovered from a failure. */
export const REMOTE_FAILED = '__salaoRemoteFailed';

export interface RemoteFailure {
  [REMOTE_FAILED]: true;
  error: unknown;
}

export function isRemoteFailure(value: unknown): value is RemoteFailure {
  return !!value && typeof value === 'object' && REMOTE_FAILED in value;
}
