// First, so Mantine's base styles precede every component's and the app's own CSS.
import './app/mantine-shared-styles';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { initI18n } from './shared/i18n/i18n';

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

// The global translations load first so the shell never flashes untranslated keys.
void initI18n().then(() => {
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
