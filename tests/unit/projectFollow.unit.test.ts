import { describe, expect, it } from 'vitest';
import { ar } from '../../src/client/i18n/ar';
import { en } from '../../src/client/i18n/en';
import { projectFollowConfirmationMail, projectTitle } from '../../src/server/projects/mail';
import { FOLLOWABLE_PROJECT_IDS, UPCOMING_PROJECT_IDS } from '../../src/shared/projects';
import { ZProjectFollowInput } from '../../src/shared/schemas/projects';

/* "E-mail me when it starts": the projects a visitor may follow, and the e-mail that asks them to confirm. */

describe('following a project', () => {
  it('is offered for every project the page lists, and only those', () => {
    expect([...FOLLOWABLE_PROJECT_IDS].sort()).toEqual([...UPCOMING_PROJECT_IDS].sort());
    expect(ZProjectFollowInput.safeParse({ project_id: 'lettuce-nft', email: ' a@b.eg ' }).data).toEqual({
      project_id: 'lettuce-nft',
      email: 'a@b.eg',
      language: 'en',
    });
    const unknown = ZProjectFollowInput.safeParse({ project_id: 'rice-paddy', email: 'a@b.eg' });
    expect(unknown.error?.issues[0]).toMatchObject({
      path: ['project_id'],
      message: 'Please choose one of the upcoming projects',
    });
  });

  it('names each project in its e-mails as the Projects page does, in both languages', () => {
    for (const id of UPCOMING_PROJECT_IDS) {
      expect(projectTitle(id, 'en'), id).toBe(en.projects.items[id].title);
      expect(projectTitle(id, 'ar'), id).toBe(ar.projects.items[id].title);
    }
  });

  it('asks to confirm in the reader’s language, with the link in the text and the HTML (escaped)', () => {
    const link = 'https://fellah.example/projects/confirm?token=abc&x=<1>';
    const english = projectFollowConfirmationMail({ language: 'en', projectId: 'herbs-garden', link, validDays: 7 });
    expect(english.subject).toBe('Confirm: e-mail me when "Hydroponic Herbs Garden" starts');
    expect(english.text).toContain(link);
    expect(english.text).toContain('within 7 days');
    expect(english.html).toContain('href="https://fellah.example/projects/confirm?token=abc&#38;x=&#60;1&#62;"');
    const arabic = projectFollowConfirmationMail({ language: 'ar', projectId: 'herbs-garden', link, validDays: 7 });
    expect(arabic.subject).toContain('حديقة أعشاب بالزراعة المائية');
    expect(arabic.html).toContain('<html lang="ar" dir="rtl">');
    expect(arabic.text).toContain(link);
    expect(arabic.text).toContain('خلال 7 أيام.');
  });

  it('is laid out as every other e-mail: greeting, paragraphs, the button’s label and link, the signature', () => {
    const link = 'https://fellah.example/projects/confirm?token=abc';
    expect(projectFollowConfirmationMail({ language: 'en', projectId: 'herbs-garden', link, validDays: 1 }).text).toBe(
      [
        'Hello,',
        '',
        'Someone (we hope you) asked us to e-mail this address when the Fellah project "Hydroponic Herbs Garden" starts.',
        '',
        'Please confirm by opening the link below within 1 day.',
        '',
        'If you did not ask for this, ignore this e-mail: we will not write to you.',
        '',
        `Confirm: ${link}`,
        '',
        '— Fellah',
      ].join('\n'),
    );
    const arabic = projectFollowConfirmationMail({ language: 'ar', projectId: 'herbs-garden', link, validDays: 2 });
    expect(arabic.text).toContain('يُرجى التأكيد بفتح الرابط أدناه خلال يومين.');
    expect(arabic.text).toContain(`تأكيد المتابعة: ${link}`);
    expect(arabic.html).toContain(`<p style="font-size:.85rem;color:#5b6b5b" dir="ltr">${link}</p>`);
  });
});
