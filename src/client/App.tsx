import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from './components/AppLayout/AppLayout';
import { PageLoader } from './components/PageLoader/PageLoader';
import { GUARD_MESSAGES, RequireAuth } from './components/RequireAuth/RequireAuth';
import { useDirectionFollowsLanguage } from './hooks/useDirectionFollowsLanguage';
import { loadAccountTexts } from './i18n';
import { lazyNamed, lazyNamedWith } from './lib/lazyNamed';
import { HomePage } from './pages/HomePage';

/*
 * Home is in the main bundle (it is the usual landing page, so it paints without a second request);
 * every other screen is its own chunk. The account screens also bring their texts (loadAccountTexts).
 */
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');
const ProjectsPage = lazyNamed(() => import('./pages/ProjectsPage'), 'ProjectsPage');
const TermsPage = lazyNamed(() => import('./pages/TermsPage'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
const LoginPage = lazyNamedWith(() => import('./pages/LoginPage'), 'LoginPage', loadAccountTexts);
const SignUpPage = lazyNamedWith(() => import('./pages/SignUpPage'), 'SignUpPage', loadAccountTexts);
const ResetPasswordPage = lazyNamedWith(() => import('./pages/ResetPasswordPage'), 'ResetPasswordPage', loadAccountTexts);
const VerifyEmailPage = lazyNamedWith(() => import('./pages/VerifyEmailPage'), 'VerifyEmailPage', loadAccountTexts);
const ProfilePage = lazyNamedWith(() => import('./pages/ProfilePage'), 'ProfilePage', loadAccountTexts);
const ComingSoon = lazyNamed(() => import('./components/ComingSoon/ComingSoon'), 'ComingSoon');

/** The storefront's route table: every route of the spec, then the 404 catch-all. */
export function App() {
  useDirectionFollowsLanguage();
  return (
    <AppLayout>
      <Suspense fallback={<PageLoader />}>
        <Switch>
          {/* Open routes */}
          <Route path="/" component={HomePage} />
          <Route path="/crops">
            <ComingSoon section="crops" />
          </Route>
          <Route path="/crops/:slug">
            <ComingSoon section="cropDetail" />
          </Route>
          <Route path="/shop">
            <ComingSoon section="shop" />
          </Route>
          <Route path="/shop/:slug">
            <ComingSoon section="productDetail" />
          </Route>
          <Route path="/calculators">
            <ComingSoon section="calculators" />
          </Route>
          <Route path="/quizzes">
            <ComingSoon section="quizzes" />
          </Route>
          <Route path="/projects" component={ProjectsPage} />
          <Route path="/about" component={AboutPage} />
          <Route path="/login" component={LoginPage} />
          <Route path="/signup" component={SignUpPage} />
          <Route path="/reset-password" component={ResetPasswordPage} />
          <Route path="/verify-email" component={VerifyEmailPage} />
          <Route path="/terms" component={TermsPage} />
          <Route path="/privacy" component={PrivacyPage} />

          {/* Guarded routes: signed out, to /login with `from` and the message */}
          <Route path="/cart">
            <RequireAuth>
              <ComingSoon section="cart" />
            </RequireAuth>
          </Route>
          <Route path="/favorites">
            <RequireAuth message={GUARD_MESSAGES.favorites}>
              <ComingSoon section="favorites" />
            </RequireAuth>
          </Route>
          <Route path="/profile">
            <RequireAuth>
              <ProfilePage />
            </RequireAuth>
          </Route>
          <Route path="/orders">
            <RequireAuth>
              <ComingSoon section="orders" />
            </RequireAuth>
          </Route>
          <Route path="/orders/:orderId">
            <RequireAuth>
              <ComingSoon section="orders" />
            </RequireAuth>
          </Route>
          <Route path="/checkout">
            <RequireAuth message={GUARD_MESSAGES.checkout}>
              <ComingSoon section="checkout" />
            </RequireAuth>
          </Route>

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
