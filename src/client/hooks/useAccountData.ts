import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { useAuth } from '../lib/auth';
import { saveFile } from '../lib/files';
import { trpc } from '../lib/trpc';

/** Download everything held on the user as `fellah-my-data-YYYY-MM-DD.json`. */
export function useExportData() {
  const utils = trpc.useUtils();
  const [isPending, setPending] = useState(false);
  const download = useCallback(async () => {
    setPending(true);
    try {
      const data = await utils.client.auth.exportData.query();
      // Pretty-printed, so the customer can read what is held on them.
      saveFile(
        new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }),
        `fellah-my-data-${new Date().toISOString().slice(0, 10)}.json`,
      );
    } finally {
      setPending(false);
    }
  }, [utils]);
  return { download, isPending };
}

/**
 * Deactivate or delete the account (each asks for the password). After either, the server has ended every
 * session: `leave()` goes home first (so the profile's guard does not send the user to /login), then forgets
 * the local session without another call.
 */
export function useCloseAccount() {
  const { forgetSession } = useAuth();
  const [, navigate] = useLocation();
  const deactivate = trpc.auth.deactivate.useMutation();
  const remove = trpc.auth.deleteAccount.useMutation();
  const leave = useCallback(() => {
    navigate('/', { replace: true });
    forgetSession();
  }, [navigate, forgetSession]);
  return { deactivate, remove, leave };
}
