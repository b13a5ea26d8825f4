import '../styles/learningPages';
import { Button, Group } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'wouter';
import { TokenLinkFailure } from '../components/TokenLink/TokenLinkFailure';
import { useTokenLink } from '../components/TokenLink/useTokenLink';
import { ConfirmLinkPage } from '../components/TokenLinkPage/TokenLinkPage';
import { useMessageTranslation } from '../hooks/useMessageTranslation';
import { useNewsletterConfirm } from '../hooks/useNewsletter';

/** /newsletter/confirm?token=… — opens the e-mailed confirmation link once and says whether it worked. */
export function NewsletterConfirmPage() {
  const { t } = useTranslation();
  const translate = useMessageTranslation();
  const confirm = useNewsletterConfirm();
  const { mutate } = confirm;
  const { token, state } = useTokenLink(confirm);

  return (
    <ConfirmLinkPage
      texts="newsletter.confirm"
      icon="✉️"
      testId="newsletter-confirm"
      state={state}
      done={t('newsletter.confirm.done')}
      failed={
        <TokenLinkFailure
          error={confirm.error}
          testId="newsletter-confirm"
          failedText={t('newsletter.confirm.failed')}
          retryText={t('newsletter.confirm.retry')}
          hint={t('newsletter.confirm.subscribeAgain')}
          translate={translate}
          onRetry={() => mutate({ token })}
        />
      }
      next={
        <Group gap="sm">
          <Button component={Link} href="/shop">
            {t('newsletter.confirm.toShop')}
          </Button>
          <Button component={Link} href="/" variant="default">
            {t('newsletter.confirm.toHome')}
          </Button>
        </Group>
      }
    />
  );
}
