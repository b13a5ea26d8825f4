import type { MailPort, ProjectionMail } from '../../events/projection';
import type { TransactionSql } from '../db';
import { type OutgoingMail, type QueuedMail, queueMails } from '../mail/outbox';
import { priceAlertMail } from '../mail/priceAlertTemplates';
import { orderStatusMail } from '../mail/templates';
import { mailLink } from '../mail/links';

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

/**
 * The mail port of one catch-up transaction: the projections' e-mail goes to the outbox in that transaction, and what
 * was queued is kept so the runner hands it to the sender once the transaction has committed.
 */
export class OutboxMail implements MailPort {
  readonly queued: QueuedMail[] = [];

  constructor(private readonly publicUrl: string) {}

  async queue(tx: TransactionSql, mails: readonly ProjectionMail[]): Promise<void> {
    this.queued.push(
      ...(await queueMails(
        tx,
        mails.map((m) => render(m, this.publicUrl)),
      )),
    );
  }
}
