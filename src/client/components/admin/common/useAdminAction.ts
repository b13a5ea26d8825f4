import { useAdminNotify } from '../../../lib/adminMessages';

interface ActionTexts {
  /** Said when the call succeeds. */
  success: string;
  /** The title of the notification when it fails (the server's reason under it). */
  failure: string;
  /** After success, before the reads are renewed (closing what was deleted, say). */
  done?: () => void;
  /** Whatever the outcome: read again what the call may have changed. */
  refresh: () => void;
}

/** Run an administrator's call: say it worked or why it did not, then read again what it changed. */
export function useAdminAction() {
  const notify = useAdminNotify();
  return async (action: () => Promise<unknown>, { success, failure, done, refresh }: ActionTexts) => {
    try {
      await action();
      notify.success(success);
      done?.();
    } catch (error) {
      notify.failure(failure, error);
    } finally {
      refresh();
    }
  };
}
