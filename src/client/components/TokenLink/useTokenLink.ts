import { useEffect, useRef } from 'react';
import { useSearch } from 'wouter';

/** Where an e-mailed link stands: no token in it, being checked, accepted, or refused (or not reached). */
export type TokenLinkState = 'missing' | 'checking' | 'done' | 'failed';

interface TokenMutation {
  mutate: (input: { token: string }) => void;
  isSuccess: boolean;
  isError: boolean;
}

/**
 * An e-mailed link's `?token=…` (confirm a subscription, verify an address): sent to `mutation` once per token (the
 * link works once), even when React runs effects twice in development; and where that stands.
 */
export function useTokenLink(mutation: TokenMutation): { token: string; state: TokenLinkState } {
  const token = new URLSearchParams(useSearch()).get('token')?.trim() ?? '';
  const { mutate } = mutation;
  const sentFor = useRef<string | null>(null);

  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    mutate({ token });
  }, [token, mutate]);

  let state: TokenLinkState = 'checking';
  if (!token) state = 'missing';
  else if (mutation.isSuccess) state = 'done';
  else if (mutation.isError) state = 'failed';
  return { token, state };
}
