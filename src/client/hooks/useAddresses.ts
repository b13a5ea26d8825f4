import type { RouterOutputs } from '../lib/trpc';
import { trpc } from '../lib/trpc';

/** A saved address as the server returns it. */
export type SavedAddress = RouterOutputs['auth']['addresses']['items'][number];

/** The saved addresses and the actions on them; every change reloads the list. */
export function useAddresses() {
  const utils = trpc.useUtils();
  const list = trpc.auth.addresses.useQuery();
  const reload = () => utils.auth.addresses.invalidate();
  const add = trpc.auth.addAddress.useMutation({ onSuccess: reload });
  const update = trpc.auth.updateAddress.useMutation({ onSuccess: reload });
  const remove = trpc.auth.deleteAddress.useMutation({ onSuccess: reload });
  const makeDefault = trpc.auth.setDefaultAddress.useMutation({ onSuccess: reload });
  return { list, add, update, remove, makeDefault };
}
