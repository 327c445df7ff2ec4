import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadMessages } from './i18n/messages';
import { createI18nProvider } from './providers/i18nProvider';
import { appStore } from './state/store';

const start = async () => {
  const { locale } = appStore.get();
  document.documentElement.lang = locale;
  await loadMessages(locale);
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={createI18nProvider(locale)} />
      </BrowserRouter>
    </StrictMode>,
  );
};

void start();
