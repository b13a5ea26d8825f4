import {
  type ChannelChoices,
  MESSAGE_KINDS,
  type MessageKindChoice,
  PREFERENCE_CHANNELS,
  type PreferenceChannel,
} from '../../shared/messageChannels';
import { mobileE164 } from '../../shared/phone';
import type { Queryable } from '../db';

/*
 * A grower's channels for each kind of message: the defaults of message_channel_defaults (migration 0046) with their
 * own choices over them. A STOP (an SMS reply, the WhatsApp template's button) records the address in message_opt_outs
 * and turns that channel off for every kind of the grower(s) at that address; choosing the channel again in the
 * profile lifts the opt-out of the grower's own number.
 */

interface ChannelChoiceRow {
  kind: MessageKindChoice;
  channel: PreferenceChannel;
  enabled: boolean;
  stopped: boolean;
}

/** The channel choices of these users (every kind and channel, defaults filled in), by user id. */
export async function channelChoicesOf(db: Queryable, userIds: Iterable<string>): Promise<Map<string, ChannelChoices>> {
  const ids = [...new Set(userIds)];
  const out = new Map<string, ChannelChoices>();
  if (ids.length === 0) return out;
  const defaults = await db<{ kind: MessageKindChoice; channel: PreferenceChannel; enabled: boolean }[]>`
    select kind, channel, enabled from message_channel_defaults`;
  const chosen = await db<{ user_id: string; kind: MessageKindChoice; channel: PreferenceChannel; enabled: boolean }[]>`
    select user_id::text as user_id, kind, channel, enabled from message_channel_choices where user_id = any(${ids}::bigint[])`;
  for (const id of ids) {
    const choices = Object.fromEntries(
      MESSAGE_KINDS.map((k) => [k, Object.fromEntries(PREFERENCE_CHANNELS.map((c) => [c, false]))]),
    ) as ChannelChoices;
    for (const d of defaults) choices[d.kind][d.channel] = d.enabled;
    out.set(id, choices);
  }
  for (const c of chosen) {
    const choices = out.get(c.user_id);
    if (choices) choices[c.kind][c.channel] = c.enabled;
  }
  return out;
}

/** One grower's choices as rows, with which were turned off by a STOP. */
export async function channelChoiceRows(db: Queryable, userId: string): Promise<ChannelChoiceRow[]> {
  const choices = (await channelChoicesOf(db, [userId])).get(userId)!;
  const stopped = await db<{ kind: string; channel: string }[]>`
    select kind, channel from message_channel_choices where user_id = ${userId} and source = 'stop' and not enabled`;
  const wasStopped = new Set(stopped.map((s) => `${s.kind}:${s.channel}`));
  return MESSAGE_KINDS.flatMap((kind) =>
    PREFERENCE_CHANNELS.map((channel) => ({
      kind,
      channel,
      enabled: choices[kind][channel],
      stopped: wasStopped.has(`${kind}:${channel}`),
    })),
  );
}

/** Record a grower's choices; turning a phone channel on lifts the STOP of their own number on it. */
export async function setChannelChoices(
  db: Queryable,
  userId: string,
  changes: readonly { kind: MessageKindChoice; channel: PreferenceChannel; enabled: boolean }[],
): Promise<void> {
  if (changes.length === 0) return;
  await db`
    insert into message_channel_choices (user_id, kind, channel, enabled, source, updated_at)
    select ${userId}::bigint, k, c, e::boolean, 'profile', now()
    from unnest(${changes.map((c) => c.kind)}::text[], ${changes.map((c) => c.channel)}::text[], ${changes.map((c) => String(c.enabled))}::text[]) as x(k, c, e)
    on conflict (user_id, kind, channel) do update set enabled = excluded.enabled, source = 'profile', updated_at = now()`;
  const lifted = [
    ...new Set(
      changes.filter((c) => c.enabled && (c.channel === 'sms' || c.channel === 'whatsapp')).map((c) => c.channel),
    ),
  ];
  if (lifted.length === 0) return;
  const phone = await phoneOf(db, userId);
  if (phone) await db`delete from message_opt_outs where address = ${phone} and channel = any(${lifted}::text[])`;
}

/** A user's confirmed mobile number in E.164, or null when they have none the providers may send news to. */
export async function phoneOf(db: Queryable, userId: string): Promise<string | null> {
  const [row] = await db<{ phone: string | null }[]>`
    select phone from users where id = ${userId} and phone_verified_at is not null`;
  return row?.phone ? mobileE164(row.phone) : null;
}

/**
 * An address asked for no more messages on a channel (STOP): kept in message_opt_outs, and the channel turned off for
 * every kind of the growers with that number (their profile's phone, or the address the outbox wrote to for them).
 * Idempotent. Answers the growers whose choices changed.
 */
export async function optOut(
  db: Queryable,
  channel: 'sms' | 'whatsapp',
  rawAddress: string,
  source: string,
): Promise<string[]> {
  const address = mobileE164(rawAddress.startsWith('+') ? rawAddress : `+${rawAddress}`) ?? rawAddress;
  await db`
    insert into message_opt_outs (channel, address, source) values (${channel}, ${address}, ${source})
    on conflict (channel, address) do nothing`;
  const owners = await db<{ id: string; phone: string | null }[]>`
    select id::text as id, phone from users where phone is not null and right(regexp_replace(phone, '\D', '', 'g'), 9) = right(${address}, 9)
    union
    select distinct user_id::text, null from mail_outbox where channel = ${channel} and to_address = ${address} and user_id is not null`;
  const users = owners.filter((o) => o.phone === null || mobileE164(o.phone) === address).map((o) => o.id);
  if (users.length === 0) return [];
  await db`
    insert into message_channel_choices (user_id, kind, channel, enabled, source, updated_at)
    select u::bigint, k, ${channel}, false, 'stop', now()
    from unnest(${users}::text[]) as u, unnest(${[...MESSAGE_KINDS]}::text[]) as k
    on conflict (user_id, kind, channel) do update set enabled = false, source = 'stop', updated_at = now()`;
  return users;
}
