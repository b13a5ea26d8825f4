import { msg } from '../../shared/messages';
import { renderMessage } from '../../shared/messagesLocalised';
import type { MailLanguage, UpcomingProjectId } from '../../shared/projects';
import { countOf } from '../mail/counts';
import { type MailContent, composeMail, greetingOf } from '../mail/templates';

/**
 * A project's name as the e-mails and the answers give it (the server's messages, `projects.title.<id>`): the same words as the Projects page
 * (projects.items.<id>.title in src/client/i18n, kept equal by tests/unit/projectFollow.unit.test.ts).
 */
export const projectTitle = (projectId: UpcomingProjectId, language: MailLanguage): string =>
  renderMessage(msg(`projects.title.${projectId}`), language);

/**
 * The double opt-in message of "E-mail me when it starts": nothing more is sent unless this link is opened. In the
 * language the visitor read the page in (Arabic laid out right to left).
 */
export function projectFollowConfirmationMail(input: {
  language: MailLanguage;
  projectId: UpcomingProjectId;
  link: string;
  validDays: number;
}): MailContent {
  const ar = input.language === 'ar';
  const title = projectTitle(input.projectId, input.language);
  const days = countOf(input.language, input.validDays, 'day', 'oblique');
  return composeMail(input.language, {
    subject: ar ? `أكّد: نراسلك عندما يبدأ «${title}»` : `Confirm: e-mail me when "${title}" starts`,
    greeting: greetingOf(input.language),
    paragraphs: ar
      ? [
          `طلب أحدهم (نرجو أن تكون أنت) أن نراسل هذا العنوان عندما يبدأ مشروع «${title}» على فلّاح.`,
          `يُرجى التأكيد بفتح الرابط أدناه خلال ${days}.`,
          'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن نراسلك.',
        ]
      : [
          `Someone (we hope you) asked us to e-mail this address when the Fellah project "${title}" starts.`,
          `Please confirm by opening the link below within ${days}.`,
          'If you did not ask for this, ignore this e-mail: we will not write to you.',
        ],
    action: { label: ar ? 'تأكيد المتابعة' : 'Confirm', link: input.link },
  });
}
