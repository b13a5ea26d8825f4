import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  type FawryNotification,
  fawryChargeSignature,
  fawryNotificationSignature,
  fawryRefundSignature,
  twoDecimals,
} from '../../src/server/payments/signatures';
import { LocalJsonServer, readBody, sendJson } from './localJsonServer';

/*
 * A local FawryPay for the tests, following its documentation: the charge request for a reference paid at a
 * kiosk (POST /ECommerceWeb/Fawry/payments/charge, paymentMethod PAYATFAWRY, SHA-256 signature; a ChargeResponse with
 * referenceNumber and statusCode 200, or statusCode 9946 'Wrong Signature'), the refund
 * (POST /ECommerceWeb/Fawry/payments/refund), and the server notification V2 it sends when a reference is paid,
 * expires or is cancelled (signed by messageSignature).
 */

interface Charge {
  referenceNumber: string;
  merchantRefNum: string;
  amount: number;
  customerMobile: string;
  expirationTime: number;
}

const send = (res: ServerResponse, body: unknown) => sendJson(res, 200, body);

export class FakeFawry extends LocalJsonServer {
  readonly charges: Charge[] = [];
  readonly refunds: { referenceNumber: string; refundAmount: number }[] = [];
  private nextReference = 9_990_076_204;

  constructor(readonly options: { merchantCode: string; securityKey: string }) {
    super();
  }

  protected async handle(req: IncomingMessage, res: ServerResponse) {
    const raw = await readBody(req);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const key = this.options.securityKey;
    if (req.url === '/ECommerceWeb/Fawry/payments/charge') {
      const expected = fawryChargeSignature(
        {
          merchantCode: String(body.merchantCode),
          merchantRefNum: String(body.merchantRefNum),
          customerProfileId: String(body.customerProfileId ?? ''),
          paymentMethod: String(body.paymentMethod),
          amount: Number(body.amount),
        },
        key,
      );
      if (body.merchantCode !== this.options.merchantCode)
        return send(res, {
          type: 'ChargeResponse',
          statusCode: 9901,
          statusDescription: 'merchant code is blank or invalid',
        });
      if (body.signature !== expected)
        return send(res, { type: 'ChargeResponse', statusCode: 9946, statusDescription: 'Wrong Signature' });
      if (body.paymentMethod !== 'PAYATFAWRY')
        return send(res, { type: 'ChargeResponse', statusCode: 9950, statusDescription: 'Unsupported payment method' });
      const charge: Charge = {
        referenceNumber: String(this.nextReference++),
        merchantRefNum: String(body.merchantRefNum),
        amount: Number(body.amount),
        customerMobile: String(body.customerMobile ?? ''),
        expirationTime: Number(body.paymentExpiry ?? Date.now() + 86_400_000),
      };
      this.charges.push(charge);
      return send(res, {
        type: 'ChargeResponse',
        referenceNumber: charge.referenceNumber,
        merchantRefNumber: charge.merchantRefNum,
        expirationTime: charge.expirationTime,
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      });
    }
    if (req.url === '/ECommerceWeb/Fawry/payments/refund') {
      const expected = fawryRefundSignature(
        {
          merchantCode: String(body.merchantCode),
          referenceNumber: String(body.referenceNumber),
          refundAmount: Number(body.refundAmount),
          reason: String(body.reason ?? ''),
        },
        key,
      );
      if (body.signature !== expected)
        return send(res, { type: 'ResponseDataModel', statusCode: 9946, statusDescription: 'Wrong Signature' });
      this.refunds.push({ referenceNumber: String(body.referenceNumber), refundAmount: Number(body.refundAmount) });
      return send(res, {
        type: 'ResponseDataModel',
        statusCode: 200,
        statusDescription: 'Operation done successfully',
      });
    }
    res.writeHead(404).end();
  }

  /** The server notification V2 Fawry sends for a reference (signed; `orderAmount` the charge's, `paymentAmount` with Fawry's fee). */
  notificationFor(
    referenceNumber: string,
    orderStatus: 'PAID' | 'EXPIRED' | 'CANCELED' | 'NEW',
    opts: { orderAmount?: number } = {},
  ): FawryNotification & Record<string, unknown> {
    const charge = this.charges.find((c) => c.referenceNumber === referenceNumber);
    if (!charge) throw new Error(`no charge ${referenceNumber}`);
    const orderAmount = opts.orderAmount ?? charge.amount;
    const n: FawryNotification & Record<string, unknown> = {
      requestId: 'c72827d084ea4b88949d91dd2db4996e',
      fawryRefNumber: referenceNumber,
      merchantRefNumber: charge.merchantRefNum,
      customerMobile: charge.customerMobile,
      customerMail: 'grower@example.com',
      paymentAmount: Number(twoDecimals(orderAmount + 2)),
      orderAmount: Number(twoDecimals(orderAmount)),
      fawryFees: 2,
      orderStatus,
      paymentMethod: 'PAYATFAWRY',
      ...(orderStatus === 'PAID' ? { paymentRefrenceNumber: '24480', paymentTime: Date.now() } : {}),
      orderExpiryDate: charge.expirationTime,
      orderItems: [],
    };
    n.messageSignature = fawryNotificationSignature(n, this.options.securityKey);
    return n;
  }
}
