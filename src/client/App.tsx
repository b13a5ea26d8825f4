import { Suspense } from 'react';
import { Route, Switch } from 'wouter';
import { AppLayout } from './components/AppLayout/AppLayout';
import { PageLoader } from './components/PageLoader/PageLoader';
import { useDirectionFollowsLanguage } from './hooks/useDirectionFollowsLanguage';
import { lazyNamed } from './lib/lazyNamed';
import { HomePage } from './pages/HomePage';

/*
 * Home is in the main bundle (it is the usual landing page, so it paints without a second request);
 * every other screen is its own chunk.
 */
const AboutPage = lazyNamed(() => import('./pages/AboutPage'), 'AboutPage');
const ProjectsPage = lazyNamed(() => import('./pages/ProjectsPage'), 'ProjectsPage');
const TermsPage = lazyNamed(() => import('./pages/TermsPage'), 'TermsPage');
const PrivacyPage = lazyNamed(() => import('./pages/PrivacyPage'), 'PrivacyPage');
const NotFoundPage = lazyNamed(() => import('./pages/NotFoundPage'), 'NotFoundPage');
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
          <Route path="/login">
            <ComingSoon section="login" />
          </Route>
          <Route path="/signup">
            <ComingSoon section="signUp" />
          </Route>
          <Route path="/terms" component={TermsPage} />
          <Route path="/privacy" component={PrivacyPage} />

          {/* Guarded routes (the accounts issue adds the sign-in guard) */}
          <Route path="/cart">
            <ComingSoon section="cart" />
          </Route>
          <Route path="/favorites">
            <ComingSoon section="favorites" />
          </Route>
          <Route path="/profile">
            <ComingSoon section="profile" />
          </Route>
          <Route path="/orders">
            <ComingSoon section="orders" />
          </Route>
          <Route path="/orders/:orderId">
            <ComingSoon section="orders" />
          </Route>
          <Route path="/checkout">
            <ComingSoon section="checkout" />
          </Route>

          <Route component={NotFoundPage} />
        </Switch>
      </Suspense>
    </AppLayout>
  );
}
