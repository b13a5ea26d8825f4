import { msg } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import type { MailLanguage, UpcomingProjectId } from '../../shared/projects';
import type { MailContent } from '../mail/templates';

/**
 * A project's name as the e-mails and the answers give it (the server's messages, `projects.title.<id>`): the same words as the Projects page
 * (projects.items.<id>.title in src/client/i18n, kept equal by tests/unit/projectFollow.unit.test.ts).
 */
export const projectTitle = (projectId: UpcomingProjectId, language: MailLanguage): string => renderMessage(msg(`projects.title.${projectId}`), language);

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The double opt-in message of "E-mail me when it starts": nothing more is sent unless this link is opened. In the
 * language the visitor read the page in (Arabic laid out right to left).
 */
export function projectFollowConfirmationMail(input: { language: MailLanguage; projectId: UpcomingProjectId; link: string; validDays: number }): MailContent {
  const ar = input.language === 'ar';
  const title = projectTitle(input.projectId, input.language);
  const greeting = ar ? 'مرحبًا،' : 'Hello,';
  const lines = ar
    ? [
        `طلب أحدهم (نرجو أن تكون أنت) أن نراسل هذا العنوان عندما يبدأ مشروع «${title}» على فلاح.`,
        `يُرجى التأكيد بفتح الرابط أدناه خلال ${input.validDays} أيام.`,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن نراسلك.',
      ]
    : [
        `Someone (we hope you) asked us to e-mail this address when the Fellah project "${title}" starts.`,
        `Please confirm by opening the link below within ${input.validDays} days.`,
        'If you did not ask for this, ignore this e-mail: we will not write to you.',
      ];
  const label = ar ? 'تأكيد المتابعة' : 'Confirm';
  const signature = ar ? '— فلاح' : '— Fellah';
  const dir = ar ? 'rtl' : 'ltr';
  const html = `<!doctype html><html lang="${input.language}" dir="${dir}"><body dir="${dir}" style="font-family:system-ui,sans-serif;color:#1b2e1b;max-width:32rem">
<p>${escapeHtml(greeting)}</p>${lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('')}
<p><a href="${escapeHtml(input.link)}" style="background:#2f7d32;color:#fff;padding:.6rem 1rem;border-radius:.4rem;text-decoration:none">${escapeHtml(label)}</a></p>
<p style="font-size:.85rem;color:#5b6b5b" dir="ltr">${escapeHtml(input.link)}</p><p>${escapeHtml(signature)}</p></body></html>`;
  return {
    subject: ar ? `أكّد: نراسلك عندما يبدأ «${title}»` : `Confirm: e-mail me when "${title}" starts`,
    text: `${greeting}\n\n${lines[0]}\n${lines[1]}\n\n${input.link}\n\n${lines[2]}\n\n${signature}`,
    html,
  };
}
