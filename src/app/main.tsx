import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App } from './App';
import { loadMessages, needsOfficeWords } from './i18n/messages';
import { createI18nProvider } from './providers/i18nProvider';
import { appStore } from './state/store';

const start = async () => {
  const { locale, auth } = appStore.get();
  document.documentElement.lang = locale;
  // A stored office session renders its first screen with the office's words already in.
  await loadMessages(locale, { office: needsOfficeWords(auth?.user.roles) });
  createRoot(document.getElementById('root') as HTMLElement).render(
    <StrictMode>
      <BrowserRouter>
        <App i18nProvider={createI18nProvider(locale)} />
      </BrowserRouter>
    </StrictMode>,
  );
};

void start();
