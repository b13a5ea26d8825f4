import PDFDocument from 'pdfkit';
import { STORE_CONTACT } from '../../shared/business';
import { PAY_AT_HARVEST, dueDate, monthName } from '../../shared/credit';
import type { OrderView } from './views';

/*
 * The invoice of an order as a PDF (pdfkit, built-in Helvetica): seller, buyer, lines, subtotal, discount, shipping
 * and total in EGP, order number and date; a pay-at-harvest order says "Pay at harvest — due {month}", what was paid
 * and what is left to pay. Uncompressed, so its text can be searched (and tested) as it is.
 */

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency}`;

export interface InvoiceFile {
  filename: string;
  contentType: 'application/pdf';
  data: Buffer;
}

/** Draw the invoice of an order. */
export function renderInvoice(order: OrderView): Promise<InvoiceFile> {
  const doc = new PDFDocument({ size: 'A4', margin: 50, compress: false, info: { Title: `Invoice ${order.order_number}`, Author: 'Fellah' } });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const date = order.created_at.toISOString().slice(0, 10);
  doc.fontSize(20).font('Helvetica-Bold').text('Fellah', 50, 50);
  doc.fontSize(9).font('Helvetica').text(STORE_CONTACT.location).text(STORE_CONTACT.email).text(STORE_CONTACT.phone);
  doc.fontSize(16).font('Helvetica-Bold').text('INVOICE', 350, 50, { align: 'right' });
  const harvest = order.payment_method === PAY_AT_HARVEST && order.harvest_due ? order.harvest_due : null;
  doc.fontSize(10).font('Helvetica').text(`Order ${order.order_number}`, { align: 'right' }).text(`Date ${date}`, { align: 'right' })
    .text(harvest ? `Pay at harvest — due ${monthName(harvest)}` : 'Payment: Cash on Delivery', { align: 'right' }).text(`Status: ${order.status}`, { align: 'right' });

  const bill = order.billing_address;
  const ship = order.shipping_address;
  doc.moveDown(2).fontSize(11).font('Helvetica-Bold').text('Bill to', 50, 150);
  doc.fontSize(10).font('Helvetica').text(`${bill.first_name} ${bill.last_name}`).text(bill.address).text(`${bill.city}, ${bill.country}`).text(bill.phone);
  doc.fontSize(11).font('Helvetica-Bold').text('Ship to', 320, 150);
  doc.fontSize(10).font('Helvetica').text(`${ship.first_name} ${ship.last_name}`, 320).text(ship.address, 320).text(`${ship.city}, ${ship.country}`, 320).text(ship.phone, 320);

  let y = 250;
  const row = (cells: [string, string, string, string], bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
    doc.text(cells[0], 50, y, { width: 260 });
    doc.text(cells[1], 320, y, { width: 50, align: 'right' });
    doc.text(cells[2], 380, y, { width: 80, align: 'right' });
    doc.text(cells[3], 470, y, { width: 80, align: 'right' });
    y = Math.max(doc.y, y + 14) + 4;
  };
  row(['Item', 'Qty', 'Price', 'Amount'], true);
  doc.moveTo(50, y - 2).lineTo(550, y - 2).stroke();
  for (const item of order.items) {
    row([item.product.name, String(item.quantity), money(item.price, order.currency), money(item.price * item.quantity, order.currency)]);
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
  }
  doc.moveTo(50, y).lineTo(550, y).stroke();
  y += 8;
  const total = (label: string, amount: number, bold = false) => {
    doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(bold ? 12 : 10);
    doc.text(label, 350, y, { width: 110, align: 'right' });
    doc.text(money(amount, order.currency), 470, y, { width: 80, align: 'right' });
    y += bold ? 18 : 14;
  };
  total('Subtotal', order.subtotal);
  if (order.discount > 0) total(`Discount${order.coupon_code ? ` (${order.coupon_code})` : ''}`, -order.discount);
  total('Shipping', order.shipping);
  total('Total', order.total, true);
  if (harvest) {
    total('Paid', order.amount_paid);
    total('Left to pay', order.amount_due, true);
  }
  const closing = harvest
    ? `Thank you for shopping with Fellah. Pay at harvest: what is left to pay (${money(order.amount_due, order.currency)}) is due by ${dueDate(harvest)}, the end of ${monthName(harvest)}.`
    : 'Thank you for shopping with Fellah. Payment is collected in cash on delivery.';
  doc.font('Helvetica').fontSize(9).text(closing, 50, y + 30);
  doc.end();
  return done.then((data) => ({ filename: `invoice-${order.order_number}.pdf`, contentType: 'application/pdf', data }));
}
