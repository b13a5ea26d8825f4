import { z } from 'zod';
import { ZRef } from '../../shared/catalogue';
import { says } from '../../shared/messages';
import { ONLINE_METHODS } from '../../shared/payments';
import * as S from './outputs';

/* Paying online: the calls' inputs and answers. */

export const ZPaymentOptions = z.strictObject({
  methods: z
    .array(z.enum(ONLINE_METHODS))
    .describe('The online methods offered now (none: cash on delivery and pay at harvest only)'),
});

/** Paymob's Transaction Processed callback: the `hmac` query parameter and the JSON body ({type, obj}). */
export const ZPaymobWebhookInput = z.object({ hmac: z.string().max(256).optional(), body: z.unknown() });
/** Fawry's server notification V2 (JSON body, signed by messageSignature). */
export const ZFawryWebhookInput = z.record(z.string(), z.unknown());

/** POST /orders/{id}/pay {method}: pay an online order again (after a failure), with this or another online method. */
export const ZPayOrderInput = z.object({ id: ZRef, method: z.enum(ONLINE_METHODS, says('form.choosePaymentMethod')) });

/** POST /admin/orders/{id}/refund {amount}. */
export const ZRefundInput = z.object({
  id: ZRef,
  amount: z
    .number(says('orders.amountNumber'))
    .min(0.01, says('orders.amountMin'))
    .max(1e9, says('orders.amountTooLarge')),
});

const OnlinePayment = S.Order.shape.payment.unwrap().unwrap();
export const ZRefunded = z.strictObject({ message: S.message, payment: OnlinePayment });
