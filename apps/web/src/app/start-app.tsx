import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { initI18n } from '@/shared/i18n/i18n';
import { App } from './app';
import { createQueryClient } from './query-client';
import { appRoutes } from './routes';

/**
 * Starts the app. The router is created, and so starts the first route's chunks and loaders (the account, the
 * page's data), while the global translations are still on their way; only rendering waits for them, so the
 * shell never flashes untranslated keys. Created after them, it added the translations' round trip to every
 * first load (decision 0074).
 */
export function startApp(container: HTMLElement, initTranslations: () => Promise<void> = initI18n): Promise<void> {
  const translations = initTranslations();
  const queryClient = createQueryClient();
  const router = createBrowserRouter(appRoutes(queryClient));
  return translations.then(() => {
    createRoot(container).render(
      <StrictMode>
        <App router={router} queryClient={queryClient} />
      </StrictMode>,
    );
  });
}
