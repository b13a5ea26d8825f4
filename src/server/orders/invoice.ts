import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import { CURRENCY, STORE_CONTACT } from '../../shared/business';
import { PAY_AT_HARVEST, dueDate, formatEgp, monthName } from '../../shared/credit';
import type { Language } from '../../shared/messages';
import { ORDER_STATUS_NAMES, type OrderAddress, type OrderStatus } from '../../shared/orders';
import { paymentWayOf } from '../../shared/paymentWords';
import { localPhone } from '../../shared/phone';
import { getPreferences } from '../accounts/users';
import type { Queryable } from '../db';
import { rtlPieces } from './rtlLine';
import type { OrderItemView, OrderView } from './views';

/*
 * The invoice of an order as a PDF (pdfkit), in the customer's language: seller, buyer, lines, subtotal, discount,
 * shipping and total, order number and date; a pay-at-harvest order says "Pay at harvest — due {month}", what was paid
 * and what is left to pay. Uncompressed, so its text can be searched (and tested) as it is.
 *
 * English is drawn in the built-in Helvetica. Arabic is drawn right to left in Cairo (the site's Arabic font, shipped
 * in @fontsource/cairo as WOFF, which fontkit reads): fontkit shapes the letters through the font's own substitutions,
 * and pdfkit maps each glyph back to the letters it stands for, so the text extracts as ordinary Arabic. pdfkit knows
 * nothing of right to left, so one layout is written once in left-to-right page terms and the Arabic pen mirrors it
 * and orders each line's runs itself (`rtlPieces`).
 */

export interface InvoiceFile {
  filename: string;
  contentType: 'application/pdf';
  data: Buffer;
}

// ---------------------------------------------------------------------------------------------------------------
// The words of each language
// ---------------------------------------------------------------------------------------------------------------

/** Left to right inside right-to-left text: a first-strong isolate, as the client writes amounts. */
const isolate = (text: string) => `\u2068${text}\u2069`;

interface InvoiceWords {
  seller: string;
  location: string;
  title: (orderNumber: string) => string;
  heading: string;
  orderNumber: (orderNumber: string) => string;
  date: (at: Date) => string;
  payAtHarvest: (month: string) => string;
  cashOnDelivery: string;
  /** A card, wallet or Fawry order of the online checkout (issue 45: never called cash on delivery). */
  paidOnline: string;
  thanksOnline: string;
  status: (status: OrderStatus) => string;
  billTo: string;
  shipTo: string;
  cityLine: (address: OrderAddress) => string;
  phone: (phone: string) => string;
  columns: [string, string, string, string];
  productName: (item: OrderItemView) => string;
  money: (amount: number, currency: string) => string;
  subtotal: string;
  discount: (coupon: string | null) => string;
  shipping: string;
  total: string;
  paid: string;
  leftToPay: string;
  /** An online order's money given back. */
  refunded: string;
  thanksHarvest: (amountDue: string, month: string) => string;
  thanksCash: string;
}

const ENGLISH: InvoiceWords = {
  seller: 'Fellah',
  location: STORE_CONTACT.location,
  title: (n) => `Invoice ${n}`,
  heading: 'INVOICE',
  orderNumber: (n) => `Order ${n}`,
  date: (at) => `Date ${at.toISOString().slice(0, 10)}`,
  payAtHarvest: (month) => `Pay at harvest — due ${monthName(month)}`,
  cashOnDelivery: 'Payment: Cash on Delivery',
  paidOnline: 'Payment: paid online',
  thanksOnline: 'Thank you for shopping with Fellah. This order is paid online: nothing is due on delivery.',
  status: (status) => `Status: ${status}`,
  billTo: 'Bill to',
  shipTo: 'Ship to',
  cityLine: (a) => `${a.city}, ${a.country}`,
  phone: (phone) => localPhone(phone),
  columns: ['Item', 'Qty', 'Price', 'Amount'],
  productName: (item) => item.product.name,
  money: (amount, currency) => `${amount.toFixed(2)} ${currency}`,
  subtotal: 'Subtotal',
  discount: (coupon) => `Discount${coupon ? ` (${coupon})` : ''}`,
  shipping: 'Shipping',
  total: 'Total',
  paid: 'Paid',
  leftToPay: 'Left to pay',
  refunded: 'Refunded',
  thanksHarvest: (amountDue, month) =>
    `Thank you for shopping with Fellah. Pay at harvest: what is left to pay (${amountDue}) is due by ${dueDate(month)}, the end of ${monthName(month)}.`,
  thanksCash: 'Thank you for shopping with Fellah. Payment is collected in cash on delivery.',
};

/** The countries an address may hold, as the Arabic screens name them (the client's `countries`); others as stored. */
const COUNTRY_AR: Record<string, string> = {
  Egypt: 'مصر',
  'Saudi Arabia': 'السعودية',
  UAE: 'الإمارات',
  Jordan: 'الأردن',
  Lebanon: 'لبنان',
};

/** "20 نوفمبر 2026": ar-EG with Western digits, the site's choice for every figure (ARCHITECTURE.md). */
const arabicDay = new Intl.DateTimeFormat('ar-EG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  numberingSystem: 'latn',
  timeZone: 'Africa/Cairo',
});
const arabicDueDay = (month: string) => arabicDay.format(new Date(`${dueDate(month)}T12:00:00Z`));

const ARABIC: InvoiceWords = {
  seller: 'فلّاح',
  location: 'القاهرة، مصر',
  title: (n) => `فاتورة ${n}`,
  heading: 'فاتورة',
  orderNumber: (n) => `رقم الطلب ${isolate(n)}`,
  date: (at) => `التاريخ ${arabicDay.format(at)}`,
  payAtHarvest: (month) => `الدفع عند الحصاد — مستحق في ${monthName(month, 'ar')}`,
  cashOnDelivery: 'طريقة الدفع: الدفع عند الاستلام',
  paidOnline: 'طريقة الدفع: مدفوع إلكترونيًا',
  thanksOnline: 'شكرًا لتسوقك من فلّاح. هذا الطلب مدفوع إلكترونيًا: لا شيء مستحق عند الاستلام.',
  status: (status) => `الحالة: ${ORDER_STATUS_NAMES.ar[status]}`,
  billTo: 'إلى',
  shipTo: 'الشحن إلى',
  cityLine: (a) => `${a.city}، ${COUNTRY_AR[a.country] ?? a.country}`,
  phone: (phone) => isolate(localPhone(phone)),
  columns: ['الصنف', 'الكمية', 'السعر', 'المبلغ'],
  productName: (item) => item.product.name_ar ?? item.product.name,
  money: (amount, currency) => `${isolate(formatEgp(amount))} ${currency === CURRENCY ? 'ج.م' : currency}`,
  subtotal: 'المجموع الفرعي',
  // No brackets in the Arabic texts: drawn mirrored right to left, they extract mirrored (pdf.js does not turn them back).
  discount: (coupon) => `الخصم${coupon ? ` — ${isolate(coupon)}` : ''}`,
  shipping: 'الشحن',
  total: 'الإجمالي',
  paid: 'المدفوع',
  leftToPay: 'المتبقي للدفع',
  refunded: 'المبلغ المسترد',
  thanksHarvest: (amountDue, month) =>
    `شكرًا لتسوقك من فلّاح. الدفع عند الحصاد: المتبقي للدفع ${amountDue} مستحق حتى ${arabicDueDay(month)}، نهاية ${monthName(month, 'ar')}.`,
  thanksCash: 'شكرًا لتسوقك من فلّاح. يُحصَّل المبلغ نقدًا عند الاستلام.',
};

const WORDS: Record<Language, InvoiceWords> = { en: ENGLISH, ar: ARABIC };

// ---------------------------------------------------------------------------------------------------------------
// Pens: what the layout writes with
// ---------------------------------------------------------------------------------------------------------------

type Doc = PDFKit.PDFDocument;
interface Box {
  width?: number;
  align?: 'left' | 'right';
}

/** The layout's drawing calls, in left-to-right page terms (pdfkit's own: a text without x or y goes on below the last). */
interface Pen {
  type(bold: boolean, size: number): Pen;
  text(text: string, x?: number, y?: number, box?: Box): Pen;
  rule(from: number, to: number, y: number): void;
  /** Below the last text drawn. */
  readonly y: number;
  /** Finish the document. */
  end(): void;
}

/** English: straight through to pdfkit and Helvetica. */
function latinPen(doc: Doc): Pen {
  const pen: Pen = {
    type(bold, size) {
      doc.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(size);
      return pen;
    },
    text(text, x, y, box) {
      // pdfkit reads an omitted x as "options in the second place", so the box goes there when there is no x.
      if (x === undefined) doc.text(text, box);
      else doc.text(text, x, y, box);
      return pen;
    },
    rule(from, to, y) {
      doc.moveTo(from, y).lineTo(to, y).stroke();
    },
    get y() {
      return doc.y;
    },
    end: () => doc.end(),
  };
  return pen;
}

const packageFile = createRequire(import.meta.url).resolve;
/** The Cairo files, read once on the first Arabic invoice: the Arabic letters and the Latin ones are separate files. */
let cairoFonts: Record<string, Buffer> | null = null;
function loadCairo(): Record<string, Buffer> {
  cairoFonts ??= Object.fromEntries(
    ['arabic-400', 'arabic-700', 'latin-400', 'latin-700'].map((face) => [
      face,
      readFileSync(packageFile(`@fontsource/cairo/files/cairo-${face}-normal.woff`)),
    ]),
  );
  return cairoFonts;
}

/**
 * Shape each piece as one run: without `features` pdfkit lays a string out word by word (for its cache) and joins the
 * words left to right, which puts a right-to-left piece's words in the wrong order. An empty list keeps the font's own
 * default features (Arabic joining, ligatures, kerning).
 */
const WHOLE_RUN = { features: [] };

/** Cairo's letters reach far above and below the line: Arabic lines are spaced wider than Helvetica's. */
const ARABIC_LINE = 1.5;
/** Where a line's baseline sits below its top, in font sizes: about where Helvetica's does, so rows line up as in English. */
const ARABIC_BASELINE = 0.8;

/** Arabic: the page mirrored (a box from the left margin moves to the right one), each line's runs put in order. */
function arabicPen(doc: Doc): Pen {
  for (const [face, data] of Object.entries(loadCairo())) doc.registerFont(`cairo-${face}`, data);
  const pageRight = doc.page.width - doc.page.margins.right;
  let weight = 400;
  let size = 12;
  let lastX = doc.page.margins.left;
  const fontOf = (script: 'arabic' | 'latin') => `cairo-${script}-${weight}`;
  const widthOf = (line: string) =>
    rtlPieces(line).reduce(
      (sum, p) => sum + doc.font(fontOf(p.font)).fontSize(size).widthOfString(p.text, WHOLE_RUN),
      0,
    );

  const drawLine = (line: string, left: number, width: number, align: 'left' | 'right', top: number) => {
    let at = align === 'left' ? left : left + width - widthOf(line);
    for (const piece of rtlPieces(line)) {
      doc
        .font(fontOf(piece.font))
        .fontSize(size)
        .text(piece.text, at, top + ARABIC_BASELINE * size, { ...WHOLE_RUN, lineBreak: false, baseline: 'alphabetic' });
      at += doc.widthOfString(piece.text, WHOLE_RUN);
    }
  };

  const pen: Pen = {
    type(bold, points) {
      weight = bold ? 700 : 400;
      size = points;
      return pen;
    },
    text(text, x = lastX, y = doc.y, box = {}) {
      const width = box.width ?? pageRight - x;
      const left = doc.page.width - x - width;
      let top = y;
      for (const line of wrapLines(text, width, widthOf)) {
        drawLine(line, left, width, box.align === 'right' ? 'left' : 'right', top);
        top += ARABIC_LINE * size;
      }
      lastX = x;
      doc.y = top;
      return pen;
    },
    rule(from, to, y) {
      doc
        .moveTo(doc.page.width - to, y)
        .lineTo(doc.page.width - from, y)
        .stroke();
    },
    get y() {
      return doc.y;
    },
    end() {
      for (const face of ['cairo-arabic-400', 'cairo-arabic-700']) ligaturesInVisualOrder(doc, face);
      doc.end();
    },
  };
  return pen;
}

/** What pdfkit keeps of a registered font (not in its types): the letters each glyph stands for, by glyph. */
interface EmbeddedFontLetters {
  unicode: number[][];
}

/**
 * A ligature (لا, and Cairo's many others) stands for several letters, which pdfkit maps in their logical order. Text
 * extractors (pdf.js, poppler) read Arabic glyphs in drawing order, right to left, and reverse each run to logical
 * order, expansions included: لا would come out as ال. Each ligature's letters are given in drawing order instead,
 * so that the reversal restores them. Every glyph of the Arabic font that stands for more than one letter is an
 * Arabic ligature, always drawn right to left. Runs before `doc.end()`, which writes the maps.
 */
function ligaturesInVisualOrder(doc: Doc, fontName: string) {
  const font = (doc as unknown as { _fontFamilies: Record<string, EmbeddedFontLetters | undefined> })._fontFamilies[
    fontName
  ];
  if (!font) return;
  font.unicode = font.unicode.map((letters) => (letters && letters.length > 1 ? letters.toReversed() : letters));
}

/** Lines no wider than `width`, broken at spaces (never inside an isolate: a phone number stays whole). */
function wrapLines(text: string, width: number, widthOf: (line: string) => number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/ (?![^\u2068]*\u2069)/)) {
    const longer = line ? `${line} ${word}` : word;
    if (line && widthOf(longer) > width) {
      lines.push(line);
      line = word;
    } else line = longer;
  }
  return [...lines, line];
}

// ---------------------------------------------------------------------------------------------------------------
// The layout
// ---------------------------------------------------------------------------------------------------------------

function drawHeader(pen: Pen, order: OrderView, words: InvoiceWords, harvest: string | null) {
  pen.type(true, 20).text(words.seller, 50, 50);
  pen.type(false, 9).text(words.location).text(STORE_CONTACT.email).text(words.phone(STORE_CONTACT.phone));
  pen.type(true, 16).text(words.heading, 350, 50, { align: 'right' });
  pen
    .type(false, 10)
    .text(words.orderNumber(order.order_number), undefined, undefined, { align: 'right' })
    .text(words.date(order.created_at), undefined, undefined, { align: 'right' })
    .text(
      harvest
        ? words.payAtHarvest(harvest)
        : paymentWayOf(order) === 'online'
          ? words.paidOnline
          : words.cashOnDelivery,
      undefined,
      undefined,
      { align: 'right' },
    )
    .text(words.status(order.status), undefined, undefined, { align: 'right' });
}

function drawAddresses(pen: Pen, order: OrderView, words: InvoiceWords) {
  const bill = order.billing_address;
  const ship = order.shipping_address;
  pen.type(true, 11).text(words.billTo, 50, 150);
  pen
    .type(false, 10)
    .text(`${bill.first_name} ${bill.last_name}`)
    .text(bill.address)
    .text(words.cityLine(bill))
    .text(words.phone(bill.phone));
  pen.type(true, 11).text(words.shipTo, 320, 150);
  pen
    .type(false, 10)
    .text(`${ship.first_name} ${ship.last_name}`, 320)
    .text(ship.address, 320)
    .text(words.cityLine(ship), 320)
    .text(words.phone(ship.phone), 320);
}

/** The lines' table, then the totals; pages are added as the lines need. */
function drawLinesAndTotals(doc: Doc, pen: Pen, order: OrderView, words: InvoiceWords, harvest: string | null) {
  const money = (amount: number) => words.money(amount, order.currency);
  let y = 250;
  const row = (cells: [string, string, string, string], bold = false) => {
    pen.type(bold, 10);
    pen.text(cells[0], 50, y, { width: 260 });
    pen.text(cells[1], 320, y, { width: 50, align: 'right' });
    pen.text(cells[2], 380, y, { width: 80, align: 'right' });
    pen.text(cells[3], 470, y, { width: 80, align: 'right' });
    y = Math.max(pen.y, y + 14) + 4;
  };
  row(words.columns, true);
  pen.rule(50, 550, y - 2);
  for (const item of order.items) {
    row([words.productName(item), String(item.quantity), money(item.price), money(item.price * item.quantity)]);
    if (y > 720) {
      doc.addPage();
      y = 50;
    }
  }
  pen.rule(50, 550, y);
  y += 8;
  const total = (label: string, amount: number, bold = false) => {
    pen.type(bold, bold ? 12 : 10);
    pen.text(label, 350, y, { width: 110, align: 'right' });
    pen.text(money(amount), 470, y, { width: 80, align: 'right' });
    y += bold ? 18 : 14;
  };
  total(words.subtotal, order.subtotal);
  if (order.discount > 0) total(words.discount(order.coupon_code), -order.discount);
  total(words.shipping, order.shipping);
  total(words.total, order.total, true);
  if (harvest) {
    total(words.paid, order.amount_paid);
    total(words.leftToPay, order.amount_due, true);
  }
  // Paid online: what the provider took, what was given back, and what is left to pay, apart.
  if (order.payment) {
    total(words.paid, order.payment.paid_amount);
    if (order.payment.refunded_amount > 0) total(words.refunded, -order.payment.refunded_amount);
    total(words.leftToPay, order.amount_due, true);
  }
  const closing = harvest
    ? words.thanksHarvest(money(order.amount_due), harvest)
    : paymentWayOf(order) === 'online'
      ? words.thanksOnline
      : words.thanksCash;
  pen.type(false, 9).text(closing, 50, y + 30);
}

/** Draw the invoice of an order in a language. */
export function renderInvoice(order: OrderView, language: Language): Promise<InvoiceFile> {
  const words = WORDS[language];
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    compress: false,
    info: { Title: words.title(order.order_number), Author: 'Fellah' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const pen = language === 'ar' ? arabicPen(doc) : latinPen(doc);
  const harvest = order.payment_method === PAY_AT_HARVEST && order.harvest_due ? order.harvest_due : null;
  drawHeader(pen, order, words, harvest);
  drawAddresses(pen, order, words);
  drawLinesAndTotals(doc, pen, order, words, harvest);
  pen.end();
  return done.then((data) => ({ filename: `invoice-${order.order_number}.pdf`, contentType: 'application/pdf', data }));
}

/** The invoice of an order in its customer's saved language: an administrator downloading it gets the same. */
export async function renderCustomerInvoice(sql: Queryable, order: OrderView): Promise<InvoiceFile> {
  const { language } = await getPreferences(sql, order.user_id);
  return renderInvoice(order, language);
}
