import { useEffect, useState } from 'react';
import { serverMessage } from '../lib/errors';
import { type RouterOutputs, trpc } from '../lib/trpc';
import { useAddresses } from './useAddresses';

export type DeliveryQuote = RouterOutputs['shipping']['quote'];

/**
 * The checkout's governorate and the delivery it costs: the chosen (or default) saved address's governorate until
 * the grower chooses one, and the server's quote for the cart (fee by zone and weight, free-shipping threshold, days), asked
 * again whenever the governorate or the cart (`cartKey`) changes. An older address without a governorate leaves the
 * choice empty: the checkout asks for it.
 */
export function useDelivery(cartKey: string, addressGovernorate?: string | null) {
  const fallback = useAddresses().list.data?.items.find((a) => a.is_default)?.governorate ?? null;
  // The chosen saved address's governorate (null: a new address, none yet); the default address's until one is chosen.
  const saved = addressGovernorate === undefined ? fallback : addressGovernorate;
  const [chosen, setChosen] = useState<string | null>(null);
  // Another saved address chosen: its governorate, not one picked for the previous address.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the address's governorate changes
  useEffect(() => setChosen(null), [saved]);
  const [missing, setMissing] = useState(false);
  const governorate = chosen ?? saved;
  const ask = trpc.shipping.quote.useMutation();
  const { mutate } = ask;
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked again when the cart changes (cartKey), which the call reads on the server
  useEffect(() => {
    if (governorate) mutate({ governorate });
  }, [governorate, cartKey, mutate]);
  const choose = (code: string | null) => {
    setChosen(code);
    if (code) setMissing(false);
  };
  const current = ask.data && ask.data.governorate === governorate && !ask.isPending ? ask.data : null;
  return {
    governorate,
    choose,
    quote: current,
    quoting: ask.isPending,
    failure: ask.error ? (serverMessage(ask.error) ?? null) : null,
    failed: ask.isError,
    missing,
    /** At Place Order without a governorate: the choice says it is needed. */
    requireChoice: () => setMissing(true),
  };
}

export type Delivery = ReturnType<typeof useDelivery>;
