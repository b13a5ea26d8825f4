import type { ChannelChoices, MessageKindChoice } from '../../shared/messageChannels';
import { mobileE164 } from '../../shared/phone';
import type { Queryable } from '../db';
import { type Channel, insertMessage } from './outbox';

/** A phone message queued (for the runner's after-commit hand-over: its channel tells which deliverer to ring). */
interface QueuedPhoneMessage {
  id: string;
  to: string;
  subject: '';
  text: '';
  channel: Exclude<Channel, 'email'>;
}
import { channelChoicesOf } from './preferences';

/*
 * News for growers on their phones: each message a projection or a sweep sends by e-mail (order status, pay-at-harvest
 * reminder, price alert) also goes by SMS and by WhatsApp when the grower chose those channels and has a mobile
 * number they confirmed with a code — in the grower's language, keyed by the same source as the e-mail (`<key>:sms`, `<key>:whatsapp`), so a
 * replay or a second sweep queues nothing twice. WhatsApp messages are Meta template messages (the templates are
 * named below; their body takes the parameters in order, their quick-reply button stops them).
 */

const WHATSAPP_TEMPLATES: Record<MessageKindChoice, string> = {
  order_status: 'fellah_order_status',
  payment_reminder: 'fellah_payment_reminder',
  price_alert: 'fellah_price_alert',
};

export interface GrowerMessage {
  userId: string;
  kind: MessageKindChoice;
  language: 'en' | 'ar';
  firstName: string;
  /** The news in one sentence or two (the notification's message). */
  text: string;
  /** The storefront page it is about (absolute link). */
  link: string;
  sourceKey?: string | undefined;
}

/** The SMS text: the news, the link, and how to stop (an SMS "STOP"). */
function smsText(m: Pick<GrowerMessage, 'language' | 'text' | 'link'>): string {
  return m.language === 'ar'
    ? `فلاح: ${m.text}\n${m.link}\nللإيقاف أرسل STOP`
    : `Fellah: ${m.text}\n${m.link}\nReply STOP to stop`;
}

/** Queue the SMS and WhatsApp messages of these growers' news, per their choices; answers what was queued. */
export async function queuePhoneMessages(
  db: Queryable,
  messages: readonly GrowerMessage[],
  known?: Map<string, ChannelChoices>,
): Promise<QueuedPhoneMessage[]> {
  if (messages.length === 0) return [];
  const ids = [...new Set(messages.map((m) => m.userId))];
  const choices = known ?? (await channelChoicesOf(db, ids));
  const rows = await db<{ id: string; phone: string | null; status: string }[]>`
    select id::text as id, phone, status from users where id = any(${ids}::bigint[]) and phone_verified_at is not null`;
  const phones = new Map(
    rows.filter((r) => r.status === 'active').map((r) => [r.id, r.phone ? mobileE164(r.phone) : null]),
  );
  const queued: QueuedPhoneMessage[] = [];
  for (const m of messages) {
    const phone = phones.get(m.userId);
    const chosen = choices.get(m.userId)?.[m.kind];
    if (!phone || !chosen) continue;
    if (chosen.sms) {
      const { id } = await insertMessage(db, {
        channel: 'sms',
        to: phone,
        kind: m.kind,
        language: m.language,
        body: smsText(m),
        userId: m.userId,
        sourceKey: m.sourceKey ? `${m.sourceKey}:sms` : undefined,
      });
      queued.push({ id: String(id), to: phone, subject: '', text: '', channel: 'sms' });
    }
    if (chosen.whatsapp) {
      const { id } = await insertMessage(db, {
        channel: 'whatsapp',
        to: phone,
        kind: m.kind,
        language: m.language,
        body: `${m.text}\n${m.link}`,
        template: { name: WHATSAPP_TEMPLATES[m.kind], params: [m.firstName, m.text, m.link] },
        userId: m.userId,
        sourceKey: m.sourceKey ? `${m.sourceKey}:whatsapp` : undefined,
      });
      queued.push({ id: String(id), to: phone, subject: '', text: '', channel: 'whatsapp' });
    }
  }
  return queued;
}
