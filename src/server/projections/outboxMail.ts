import type { MailPort, ProjectionMail } from '../../events/projection';
import type { TransactionSql } from '../db';
import { type OutgoingMail, type QueuedMail, queueMails } from '../mail/outbox';
import { priceAlertMail } from '../mail/priceAlertTemplates';
import { orderStatusMail } from '../mail/templates';
import { mailLink } from '../mail/links';
import { priceAlertText } from '../../events/projections/priceAlertTexts';
import { type GrowerMessage, queuePhoneMessages } from '../messaging/growerMessages';
import { channelChoicesOf } from '../messaging/preferences';

/** The projections' e-mail laid out by the templates, its button linking to the storefront at `publicUrl`. */
function render(mail: ProjectionMail, publicUrl: string): OutgoingMail {
  const { kind, to, userId, language, firstName, sourceKey } = mail;
  const link = mailLink(publicUrl, language, mail.path);
  switch (kind) {
    case 'order_status':
      return {
        kind,
        to,
        userId,
        sourceKey,
        ...orderStatusMail({
          language,
          firstName,
          orderNumber: mail.orderNumber,
          title: mail.title,
          message: mail.message,
          link,
        }),
      };
    case 'price_alert':
      return { kind, to, userId, sourceKey, ...priceAlertMail({ language, firstName, facts: mail.facts, link }) };
    default: {
      const unknown: never = kind;
      throw new Error(`no template for ${String(unknown)}`);
    }
  }
}

/** The news of a projection's e-mail for the phone channels: one sentence and the link. */
function phoneMessage(mail: ProjectionMail, publicUrl: string): GrowerMessage {
  const text = mail.kind === 'order_status' ? mail.message : priceAlertText(mail.language, mail.facts).message;
  return {
    userId: mail.userId,
    kind: mail.kind,
    language: mail.language,
    firstName: mail.firstName,
    text,
    link: mailLink(publicUrl, mail.language, mail.path),
    sourceKey: mail.sourceKey,
  };
}

/**
 * The mail port of one catch-up transaction: the projections' messages go to the outbox in that transaction — the
 * e-mail when the grower keeps e-mail on for that kind (and has an address), SMS and WhatsApp per their choices — and
 * what was queued is kept so the runner hands it to the senders once the transaction has committed.
 */
export class OutboxMail implements MailPort {
  readonly queued: QueuedMail[] = [];

  constructor(private readonly publicUrl: string) {}

  async queue(tx: TransactionSql, mails: readonly ProjectionMail[]): Promise<void> {
    if (mails.length === 0) return;
    const choices = await channelChoicesOf(
      tx,
      mails.map((m) => m.userId),
    );
    const emailed = mails.filter((m) => m.to && choices.get(m.userId)?.[m.kind].email !== false);
    this.queued.push(
      ...(await queueMails(
        tx,
        emailed.map((m) => render(m, this.publicUrl)),
      )),
    );
    this.queued.push(
      ...(await queuePhoneMessages(
        tx,
        mails.map((m) => phoneMessage(m, this.publicUrl)),
        choices,
      )),
    );
  }
}
