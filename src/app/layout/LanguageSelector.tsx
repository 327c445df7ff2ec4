import { useLocaleState, useTranslate } from 'react-admin';
import { saveLanguage } from '../pages/profile/language';
import { LanguageMenu } from './LanguageMenu';

/** it / es / en; the i18nProvider remembers the choice in the persisted state. */
export const LanguageSelector = () => {
  const translate = useTranslate();
  const [locale, setLocale] = useLocaleState();
  return (
    <LanguageMenu
      locale={locale}
      translate={translate}
      onChoose={(code) => {
        setLocale(code);
        saveLanguage(code);
      }}
    />
  );
};
