import { describe, expect, it } from 'vitest';
import { contactMessageMail, newsletterConfirmationMail, supportReplyMail } from '../../src/server/learning/mail';
import { mailLink } from '../../src/server/mail/links';

/*
 * The learning domain's e-mails in their reader's language: the newsletter's confirmation in the language
 * the address subscribed in, a support answer in its ticket owner's; Arabic laid out right to left with its links on
 * the `/ar` pages. The contact form's message goes to the store's inbox and stays English.
 */

const SITE = 'https://fellah.example';
const ARABIC = /[\u0600-\u06FF]/;
/** An Arabic mail has no English left once its links (and the texts the reader typed) are taken out. */
const without = (text: string, ...parts: string[]) => parts.reduce((rest, part) => rest.replaceAll(part, ''), text);

describe('the newsletter confirmation', () => {
  const links = (language: 'en' | 'ar') => ({
    link: mailLink(SITE, language, '/newsletter/confirm?token=tok'),
    unsubscribeLink: mailLink(SITE, language, '/newsletter/unsubscribe?email=a%40b.eg&token=sig'),
  });

  it('is Arabic, right to left, with both links on the /ar pages, for an Arabic subscriber', () => {
    const { link, unsubscribeLink } = links('ar');
    expect(link).toBe(`${SITE}/ar/newsletter/confirm?token=tok`);
    expect(unsubscribeLink).toBe(`${SITE}/ar/newsletter/unsubscribe?email=a%40b.eg&token=sig`);
    const mail = newsletterConfirmationMail({ language: 'ar', link, validDays: 7, unsubscribeLink });
    expect(mail.subject).toBe('أكّد اشتراكك في نشرة فلّاح البريدية');
    expect(mail.text.startsWith('مرحبًا،\n\n')).toBe(true);
    expect(mail.text).toContain('خلال 7 أيام');
    expect(mail.text).toContain(`تأكيد الاشتراك: ${link}`);
    // the unsubscribe line comes last, after the signature
    expect(
      mail.text.endsWith(`— فلّاح\n\nلإيقاف رسائل نشرة فلّاح البريدية إلى هذا العنوان، افتح: ${unsubscribeLink}`),
    ).toBe(true);
    expect(without(mail.text, link, unsubscribeLink)).not.toMatch(/[A-Za-z]/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl"><body dir="rtl"');
    expect(mail.html).toContain(`href="${link}"`);
    expect(mail.html).toContain(`href="${unsubscribeLink.replace('&', '&#38;')}"`);
  });

  it('stays English for an English subscriber', () => {
    const { link, unsubscribeLink } = links('en');
    const mail = newsletterConfirmationMail({ language: 'en', link, validDays: 7, unsubscribeLink });
    expect(mail.subject).toBe('Confirm your subscription to the Fellah newsletter');
    expect(mail.text).toContain(
      'Someone (we hope you) asked to receive the Fellah newsletter at this address: crop tips, offers and market prices.',
    );
    expect(mail.text).toContain('Please confirm by opening the link below within 7 days.');
    expect(mail.text).toContain(`Confirm subscription: ${SITE}/newsletter/confirm?token=tok`);
    expect(
      mail.text.endsWith(
        `To stop receiving e-mails from the Fellah newsletter at this address, open: ${unsubscribeLink}`,
      ),
    ).toBe(true);
    expect(mail.text).not.toMatch(ARABIC);
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});

describe('the answer to a support ticket', () => {
  const ticket = { id: '42', subject: 'Late <order>' };
  const reply = 'It left our store today.\n\nTracking follows.';

  it("is Arabic, right to left, with the ticket's /ar link, for an Arabic owner; the subject and reply stay as typed", () => {
    const link = mailLink(SITE, 'ar', '/profile?tab=support&ticket=42');
    expect(link).toBe(`${SITE}/ar/profile?tab=support&ticket=42`);
    const mail = supportReplyMail({ language: 'ar', firstName: 'أمينة', ticket, reply, link });
    expect(mail.subject).toBe('ردّ: Late <order> [تذكرة رقم 42]');
    expect(mail.text.startsWith('مرحبًا أمينة،\n\n')).toBe(true);
    expect(mail.text).toContain('ردّ فريق الدعم على تذكرتك رقم 42 «\u2068Late <order>\u2069»:');
    expect(mail.text).toContain('It left our store today.\n\nTracking follows.');
    expect(mail.text).toContain(`عرض التذكرة: ${link}`);
    expect(without(mail.text, link, ticket.subject, 'It left our store today.', 'Tracking follows.')).not.toMatch(
      /[A-Za-z]/,
    );
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('Late &#60;order&#62;');
    expect(mail.html).not.toContain('<order>');
    expect(mail.html).toContain('<p>Tracking follows.</p>');
  });

  it('stays English for an English owner', () => {
    const link = mailLink(SITE, 'en', '/profile?tab=support&ticket=42');
    const mail = supportReplyMail({ language: 'en', firstName: 'Omar', ticket, reply, link });
    expect(mail.subject).toBe('Re: Late <order> [ticket #42]');
    expect(mail.text).toContain('Hello Omar,');
    expect(mail.text).toContain('Our support team answered your ticket #42 "Late <order>":');
    expect(mail.text).toContain('You can reply or close the ticket from the Support tab of your profile.');
    expect(mail.text).toContain(`View the ticket: ${SITE}/profile?tab=support&ticket=42`);
    expect(mail.text).not.toMatch(ARABIC);
    expect(mail.html).toContain('dir="ltr"');
  });
});

describe('a contact-form message', () => {
  it("goes to the store's inbox in English, even when the sender wrote in Arabic", () => {
    const mail = contactMessageMail({
      name: 'هاني',
      email: 'h@example.com',
      subject: 'سؤال',
      message: 'كم سعر الطقم؟',
      id: '7',
    });
    expect(mail.subject).toBe('[Contact] سؤال');
    expect(mail.text).toContain('From هاني <h@example.com> (contact message #7)');
    expect(mail.text).toContain('Reply to هاني: mailto:h@example.com?subject=');
    expect(mail.html).toContain('<html lang="en" dir="ltr">');
  });
});
