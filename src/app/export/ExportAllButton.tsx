import { ExportButton, useListContext, useLocale, useNotify } from 'react-admin';

/** The most rows one export writes: a year of a large company's attendance, in about 40 calls of 500. */
export const EXPORT_MAX_ROWS = 20_000;

/**
 * react-admin's Esporta, writing every row of the filtered list (its default stops at 1,000
 * without a word); past EXPORT_MAX_ROWS it says how many it wrote out of how many.
 */
export const ExportAllButton = () => {
  const { total } = useListContext();
  const notify = useNotify();
  const locale = useLocale();
  const warnIfCut = () => {
    if (total != null && total > EXPORT_MAX_ROWS) {
      notify('export.truncated', { type: 'warning', messageArgs: { max: EXPORT_MAX_ROWS.toLocaleString(locale), total: total.toLocaleString(locale) } });
    }
  };
  return <ExportButton maxResults={EXPORT_MAX_ROWS} onClick={warnIfCut} />;
};
