import { NewsletterCard } from '../../newsletter/NewsletterCard/NewsletterCard';

/** The shop's newsletter box: subscribes the address to the newsletter (`newsletter.subscribe`, double opt-in). */
export function NewsletterBox() {
  return <NewsletterCard texts="shop.newsletter" testIdPrefix="newsletter" titleId="shop-newsletter-title" />;
}
