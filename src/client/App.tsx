import { type ComponentType, Suspense, useCallback } from 'react';
import { Route, Switch } from 'wouter';
import { plainAddress } from '../shared/addresses';
import { type PaintedScreenName, paintedScreenOf } from '../shared/prerenderScreens';
import { AppLayout } from './components/AppLayout/AppLayout';
import { PageLoader } from './components/PageLoader/PageLoader';
import { GUARD_MESSAGES, RequireAuth } from './components/RequireAuth/RequireAuth';
import { useDirectionFollowsLanguage } from './hooks/useDirectionFollowsLanguage';
import {
  loadAccountTexts,
  loadAdminTexts,
  loadCartTexts,
  loadCreditTexts,
  loadCropTexts,
  loadLearningTexts,
  loadNotificationTexts,
  loadOrderTexts,
  loadShopTexts,
} from './i18n';
import { lazyNamed, lazyNamedWith } from './lib/lazyNamed';
import { type PageViewInput, usePageViews } from './lib/pageViews';
import { trpc } from './lib/trpc';
import { HomePage } from './pages/HomePage';

/*
 * Home is in the main bundle (it is the usual landing page, so it paints without a second request);
 * every other screen is its own chunk. The account screens also bring their texts (loadAccountTexts).
 */
const AboutPage = lazyNamedWith(() => import('./pages/AboutPage'), 'AboutPage', loadLearningTexts);
const ProjectsPage = lazyNamed(() => import('./pages/ProjectsPage'), 'ProjectsPage');
const ProjectFollowConfirmPage = lazyNamed(
  () => import('./pages/ProjectFollowConfirmPage'),
  'ProjectFollowConfirmPage',
);
const TermsPage = lazyNamed(() => import('./pages/TermsPage'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const LoginPage = lazyNamedWith(() => import('./pages/LoginPage'), 'LoginPage', loadAccountTexts);
const SignUpPage = lazyNamedWith(() => import('./pages/SignUpPage'), 'SignUpPage', loadAccountTexts);
const ResetPasswordPage = lazyNamedWith(
  () => import('./pages/ResetPasswordPage'),
  'ResetPasswordPage',
  loadAccountTexts,
);
const VerifyEmailPage = lazyNamedWith(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage', loadAccountTexts);
const ConfirmEmailChangePage = lazyNamedWith(
  () => import('./pages/ConfirmEmailChangePage'),
  'ConfirmEmailChangePage',
  loadAccountTexts,
);
const ProfilePage = lazyNamedWith(() => import('./pages/ProfilePage'), 'ProfilePage', loadAccountTexts);
const ShopPage = lazyNamedWith(() => import('./pages/ShopPage'), 'ShopPage', loadShopTexts);
const ProductDetailPage = lazyNamedWith(() => import('./pages/ProductDetailPage'), 'ProductDetailPage', loadShopTexts);
const CropsPage = lazyNamedWith(() => import('./pages/CropsPage'), 'CropsPage', loadCropTexts);
const CropDetailPage = lazyNamedWith(() => import('./pages/CropDetailPage'), 'CropDetailPage', loadCropTexts);
const QuizzesPage = lazyNamedWith(() => import('./pages/QuizzesPage'), 'QuizzesPage', loadLearningTexts);
const CalculatorsPage = lazyNamedWith(() => import('./pages/CalculatorsPage'), 'CalculatorsPage', loadLearningTexts);
const NewsletterConfirmPage = lazyNamedWith(
  () => import('./pages/NewsletterConfirmPage'),
  'NewsletterConfirmPage',
  loadLearningTexts,
);
const NewsletterUnsubscribePage = lazyNamedWith(
  () => import('./pages/NewsletterUnsubscribePage'),
  'NewsletterUnsubscribePage',
  loadLearningTexts,
);
const loadCartPageTexts = () => Promise.all([loadShopTexts(), loadCartTexts()]);
const CartPage = lazyNamedWith(() => import('./pages/CartPage'), 'CartPage', loadCartPageTexts);
const FavoritesPage = lazyNamedWith(() => import('./pages/FavoritesPage'), 'FavoritesPage', loadCartPageTexts);
const loadOrderPageTexts = () => Promise.all([loadShopTexts(), loadCartTexts(), loadOrderTexts(), loadCreditTexts()]);
const OrdersPage = lazyNamedWith(() => import('./pages/OrdersPage'), 'OrdersPage', loadOrderPageTexts);
const CheckoutPage = lazyNamedWith(() => import('./pages/CheckoutPage'), 'CheckoutPage', loadOrderPageTexts);
const PaymentResultPage = lazyNamedWith(
  () => import('./pages/PaymentResultPage'),
  'PaymentResultPage',
  loadOrderPageTexts,
);
const NotificationsPage = lazyNamedWith(
  () => import('./pages/NotificationsPage'),
  'NotificationsPage',
  loadNotificationTexts,
);
const loadAdminPageTexts = () => Promise.all([loadAdminTexts(), loadShopTexts(), loadCreditTexts()]);
const AdminPage = lazyNamedWith(() => import('./pages/admin/AdminPage'), 'AdminPage', loadAdminPageTexts);

/**
 * The screens whose first paint the server may send (src/server/storefrontPage.ts), by their name in
 * src/shared/prerenderScreens.ts (vite.config.ts names the same screens' files for the server's hints); the home page
 * is in the first load.
 */
const PRERENDERED_SCREENS: Readonly<Record<Exclude<PaintedScreenName, 'home'>, { preload: () => Promise<void> }>> = {
  shop: ShopPage,
  product: ProductDetailPage,
  crops: CropsPage,
  crop: CropDetailPage,
  calculators: CalculatorsPage,
  quizzes: QuizzesPage,
  projects: ProjectsPage,
  about: AboutPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  notFound: NotFoundPage,
};

/**
 * Fetches the screen at `pathname` (code and texts; `/ar/shop` is the shop too) when it is one the server paints, so
 * the app's first render shows it.
 */
export function preloadScreen(pathname: string): Promise<void> {
  const name = paintedScreenOf(plainAddress(pathname));
  return name && name !== 'home' ? PRERENDERED_SCREENS[name].preload() : Promise.resolve();
}

/** The pages for a signed-in grower, each with the message the login page shows when it is opened signed out. */
const GUARDED_ROUTES: readonly { path: string; page: ComponentType; message?: string }[] = [
  { path: '/cart', page: CartPage },
  { path: '/favorites', page: FavoritesPage, message: GUARD_MESSAGES.favorites },
  { path: '/profile', page: ProfilePage },
  // One route for the list and an opened order, so opening one keeps the list's search and filters
  // Where Paymob's page sends the grower back: the payment's result, from the server
  { path: '/orders/:orderId/payment', page: PaymentResultPage },
  { path: '/orders/:orderId?', page: OrdersPage },
  { path: '/notifications', page: NotificationsPage },
  { path: '/checkout', page: CheckoutPage, message: GUARD_MESSAGES.checkout },
  // The admin area: /admin and /admin/{section}[/{item}]; the page itself refuses anyone but an administrator
  { path: '/admin/*?', page: AdminPage },
];

/** The storefront's route table: every route of the spec, then the 404 catch-all; every route change counts a page view. */
export function App() {
  useDirectionFollowsLanguage();
  const utils = trpc.useUtils();
  usePageViews(useCallback((input: PageViewInput) => utils.client.analytics.track.mutate(input), [utils]));
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {/* Open routes */}
          <Route path="/" component={HomePage} />
          <Route path="/crops" component={CropsPage} />
          <Route path="/crops/:slug" component={CropDetailPage} />
          <Route path="/shop" component={ShopPage} />
          <Route path="/shop/:slug" component={ProductDetailPage} />
          <Route path="/calculators" component={CalculatorsPage} />
          <Route path="/quizzes" component={QuizzesPage} />
          <Route path="/projects" component={ProjectsPage} />
          <Route path="/projects/confirm" component={ProjectFollowConfirmPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignUpPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/confirm-email-change" component={ConfirmEmailChangePage} />
          <Route path="/newsletter/confirm" component={NewsletterConfirmPage} />
          <Route path="/newsletter/unsubscribe" component={NewsletterUnsubscribePage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/privacy" component={PrivacyPage} />

          {/* Guarded routes: signed out, to /login with `from` and the message */}
          {GUARDED_ROUTES.map(({ path, page: Page, message }) => (
            <Route key={path} path={path}>
              <RequireAuth message={message}>
                <Page />
              </RequireAuth>
            </Route>
          ))}

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
