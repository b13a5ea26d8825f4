import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { savedAnswerPlugin, serviceWorkerMatcher } from './src/client/lib/publicReads.ts';
import { PRERENDER_GATE_SCRIPT, holdEntryScript, prerenderTemplate } from './src/shared/prerender.ts';
import { brandColor } from './src/client/theme/colors.ts';

const apiTarget = 'http://127.0.0.1:3000';

/**
 * The files only reachable through lazy screens whose module path matches `behind` (the admin area): every
 * visitor's service worker would otherwise precache them (the admin charts alone are about 130 kB gzip). Worked out
 * from the chunk graph as the build writes it; `isOnlyBehind('assets/x.js')` answers for the precache manifest.
 */
function filesOnlyBehind(behind: RegExp): { plugin: Plugin; isOnlyBehind: (url: string) => boolean } {
  const only = new Set<string>();
  const plugin: Plugin = {
    name: 'fellah:files-only-behind',
    apply: 'build',
    generateBundle(_options, bundle) {
      only.clear();
      const chunks = new Map<string, Rolldown.OutputChunk>();
      for (const file of Object.values(bundle)) if (file.type === 'chunk') chunks.set(file.fileName, file);
      const reached = new Set<string>();
      const reachedCss = new Set<string>();
      const visit = (fileName: string) => {
        const chunk = chunks.get(fileName);
        if (!chunk || reached.has(fileName)) return;
        if (chunk.isDynamicEntry && chunk.facadeModuleId && behind.test(chunk.facadeModuleId)) return;
        reached.add(fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) reachedCss.add(css);
        for (const next of [...chunk.imports, ...chunk.dynamicImports]) visit(next);
      };
      for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
      for (const chunk of chunks.values()) {
        if (reached.has(chunk.fileName)) continue;
        only.add(chunk.fileName);
        for (const css of chunk.viteMetadata?.importedCss ?? []) if (!reachedCss.has(css)) only.add(css);
      }
    },
  };
  return { plugin, isOnlyBehind: (url) => only.has(url) };
}

/**
 * Brotli and gzip copies of the built text files beside them (`x.js.br`, `x.js.gz`), which the server sends to browsers
 * that take them (fastify-static `preCompressed`, src/host/app.ts): the first load's scripts and styles cross a weak
 * network at about a quarter of their size, with no compression work per request. Files under 1 kB stay as they are.
 */
function precompress(): Plugin {
  let outDir = '';
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/\.(js|css|html|svg|json|webmanifest)$/.test(entry.name) && statSync(path).size >= 1024) {
        const content = readFileSync(path);
        writeFileSync(`${path}.br`, brotliCompressSync(content, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: content.length } }));
        writeFileSync(`${path}.gz`, gzipSync(content, { level: 9 }));
      }
    }
  };
  return {
    name: 'fellah:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    // After every other plugin has written its files (the service worker is written when the bundle closes).
    closeBundle: { order: 'post', sequential: true, handler: () => walk(outDir) },
  };
}

/**
 * What a screen needs beyond the first load, by name, for the server to announce in the page it sends
 * (`route-hints.json`, read by src/server/storefrontPage.ts): the scripts of the screen's chunk and of everything it
 * imports that the first load does not bring, its styles, and its texts' chunks. With `<link rel="modulepreload">`
 * in the page these start with the app's script instead of after it has run (one round trip less, and the small
 * files no longer queue behind it on a weak network).
 */
function routeHints(screens: Record<string, readonly RegExp[]>): Plugin {
  return {
    name: 'fellah:route-hints',
    apply: 'build',
    // After Vite has removed the chunks that only held CSS.
    generateBundle: { order: 'post', handler(_options, bundle) {
      const chunks = Object.values(bundle).filter((file): file is Rolldown.OutputChunk => file.type === 'chunk');
      const byFile = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const initial = new Set<string>();
      const walk = (fileName: string, into: Set<string>, stop: Set<string>) => {
        const chunk = byFile.get(fileName);
        if (!chunk || into.has(fileName) || stop.has(fileName)) return;
        into.add(fileName);
        for (const next of chunk.imports) walk(next, into, stop);
      };
      for (const chunk of chunks) if (chunk.isEntry) walk(chunk.fileName, initial, new Set());
      const hints: Record<string, { scripts: string[]; styles: string[] }> = {};
      for (const [screen, modules] of Object.entries(screens)) {
        const scripts = new Set<string>();
        for (const module of modules) {
          const chunk = chunks.find((c) => c.moduleIds.some((id) => module.test(id)));
          if (!chunk) this.error(`route hints: no chunk for ${module} (${screen})`);
          walk(chunk.fileName, scripts, initial);
        }
        const styles = new Set<string>();
        for (const file of scripts) for (const css of byFile.get(file)?.viteMetadata?.importedCss ?? []) styles.add(css);
        hints[screen] = { scripts: [...scripts].map((f) => `/${f}`), styles: [...styles].map((f) => `/${f}`) };
      }
      this.emitFile({ type: 'asset', fileName: 'route-hints.json', source: `${JSON.stringify(hints, null, 1)}\n` });
    } },
  };
}

/**
 * The app built once more for Node (Vite's SSR build of src/client/prerender.tsx, same CSS-module names) into
 * `dist/ssr/prerender.mjs`, after the client build has written its page: the server renders its pages in either
 * language with it (`renderScreen`, `pageHead`; src/server/storefrontPage.ts), and the English home page is rendered here, once, into index.html as
 * the first paint for its address (src/shared/prerender.ts: the template and the script that uses it). The service
 * worker answers every navigation with the cached index.html, so the same check runs offline.
 */
function prerenderHome(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'fellah:prerender-home',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = resolve(config.root, config.build.outDir, '../ssr');
    },
    transformIndexHtml: {
      order: 'post',
      async handler(html) {
        const { build } = await import('vite');
        await build({
          configFile: false,
          root,
          publicDir: false,
          logLevel: 'warn',
          mode: 'production',
          plugins: [react()],
          build: { ssr: resolve(root, 'prerender.tsx'), outDir, emptyOutDir: true, minify: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
          ssr: { noExternal: ['@mantine/core', '@mantine/hooks', '@mantine/notifications', '@mantine/modals'] },
        });
        const { renderHome } = (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?${Date.now()}`)) as { renderHome: () => string };
        // The entry script is held: the gate after the template starts it (src/shared/prerender.ts).
        return holdEntryScript(html.replace('<div id="root"></div>', () => `<div id="root"></div>${prerenderTemplate('/', renderHome())}${PRERENDER_GATE_SCRIPT}`));
      },
    },
  };
}

const adminFiles = filesOnlyBehind(/[\\/]pages[\\/]admin[\\/]/);

/**
 * The client shell: served from src/client, built into dist/client, API calls proxied to the Fastify server in dev.
 *
 * First load: every module the entry imports statically goes into one chunk (the `$initial` group) instead of the
 * thirty small shared chunks automatic splitting made of them — one request instead of thirty on a weak network, and
 * about 10 kB gzip less (scripts/size-budget.mjs). Lazy screens keep their own chunks and import from it; what they
 * share among themselves is split by the bundler. No hand-made group for a screen's parts: a group takes every
 * dependency of its modules with it, so one for the shop's pages and one for the overlays made every other screen
 * load both (about 70 kB gzip) for the few Mantine parts it shared with them.
 *
 * Offline (vite-plugin-pwa, generateSW; registered by lib/serviceWorker.ts in production builds only): the app's
 * code (except the admin area's), styles and icons are precached; the public reads of lib/publicReads.ts are network first with a 4 s timeout,
 * falling back to the saved copy, which the worker marks (savedAnswerPlugin; lib/connection.ts then shows the
 * offline banner); product and crop pictures and fonts are cached as they are seen. Nothing of /api, /uploads or
 * any other /trpc call is kept.
 */
export default defineConfig({
  root: 'src/client',
  plugins: [
    react(),
    adminFiles.plugin,
    prerenderHome(),
    routeHints({
      shop: [/[\\/]pages[\\/]ShopPage\.tsx$/, /[\\/]i18n[\\/]shop[\\/](en|ar)\.ts$/],
      product: [/[\\/]pages[\\/]ProductDetailPage\.tsx$/, /[\\/]i18n[\\/]shop[\\/](en|ar)\.ts$/],
      crops: [/[\\/]pages[\\/]CropsPage\.tsx$/, /[\\/]i18n[\\/]crops[\\/](en|ar)\.ts$/],
      crop: [/[\\/]pages[\\/]CropDetailPage\.tsx$/, /[\\/]i18n[\\/]crops[\\/](en|ar)\.ts$/],
      calculators: [/[\\/]pages[\\/]CalculatorsPage\.tsx$/, /[\\/]i18n[\\/]learning[\\/](en|ar)\.ts$/],
      quizzes: [/[\\/]pages[\\/]QuizzesPage\.tsx$/, /[\\/]i18n[\\/]learning[\\/](en|ar)\.ts$/],
      projects: [/[\\/]pages[\\/]ProjectsPage\.tsx$/],
      about: [/[\\/]pages[\\/]AboutPage\.tsx$/, /[\\/]i18n[\\/]learning[\\/](en|ar)\.ts$/],
      terms: [/[\\/]pages[\\/]TermsPage\.tsx$/],
      privacy: [/[\\/]pages[\\/]PrivacyPage\.tsx$/],
      notFound: [/[\\/]pages[\\/]NotFoundPage\.tsx$/],
      // The Arabic site catalogue (i18n/ar.ts), which an Arabic page loads before its first render.
      arabic: [/[\\/]i18n[\\/]ar\.ts$/],
    }),
    precompress(),
    VitePWA({
      strategies: 'generateSW',
      injectRegister: false,
      manifestFilename: 'manifest.webmanifest',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon.png'],
      manifest: {
        id: '/',
        name: 'Fellah — فلّاح',
        short_name: 'Fellah',
        description: 'Crop guides, farming supplies paid cash on delivery, calculators and quizzes for Egyptian growers.',
        lang: 'en',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        background_color: '#ffffff',
        theme_color: brandColor,
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/favicon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      workbox: {
        // The app shell: code, styles and the page, plus includeAssets and the manifest's icons (pictures and fonts
        // are cached when first shown).
        globPatterns: ['**/*.{js,css,html}'],
        globIgnores: ['images/**'],
        // The admin area is fetched when an administrator opens it, not precached for every grower.
        manifestTransforms: [(entries) => ({ manifest: entries.filter((entry) => !adminFiles.isOnlyBehind(entry.url)), warnings: [] })],
        // Every page of the app in either language (`/shop`, `/ar/shop`): the app reads the language from the address.
        navigateFallback: 'index.html',
        // Server pages and files are never answered with the app's page (the sitemap and robots.txt are the server's).
        navigateFallbackDenylist: [/^\/(api|trpc|uploads|admin\/queues)(\/|$)/, /^\/(sitemap\.xml|robots\.txt)$/, /\.[a-z0-9]{2,5}$/i],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
        runtimeCaching: [
          {
            urlPattern: serviceWorkerMatcher(),
            handler: 'NetworkFirst',
            options: {
              cacheName: 'fellah-public-reads',
              networkTimeoutSeconds: 4,
              // Network first means the server's answer: the browser's HTTP cache may hold these reads for a minute
              // (Cache-Control public, max-age=60) and would otherwise answer for the network, online or not. With
              // no-cache it asks again with the ETag it holds (a 304 of a few bytes when nothing changed); offline the
              // fetch fails and the worker's saved copy is used, marked.
              fetchOptions: { cache: 'no-cache' },
              expiration: { maxEntries: 300, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
              // An answer from the saved copy is marked, so the page shows the offline banner.
              plugins: [savedAnswerPlugin()],
            },
          },
          {
            urlPattern: ({ url, sameOrigin }) => sameOrigin && (url.pathname.startsWith('/images/') || /\.woff2?$/.test(url.pathname)),
            handler: 'CacheFirst',
            options: {
              cacheName: 'fellah-pictures-and-fonts',
              expiration: { maxEntries: 200, maxAgeSeconds: 30 * 24 * 60 * 60 },
              cacheableResponse: { statuses: [200] },
            },
          },
        ],
      },
    }),
  ],
  build: {
    outDir: '../../dist/client',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'app-shell', tags: ['$initial'], priority: 20 },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      '/trpc': { target: apiTarget, changeOrigin: true },
      '/api': { target: apiTarget, changeOrigin: true },
    },
  },
});
