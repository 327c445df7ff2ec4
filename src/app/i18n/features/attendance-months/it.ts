/** Payroll's month close (issue 23): the months page and the month sheet's note. */
export const attendanceMonthsIt = {
  months: {
    title: 'Chiusura mesi',
    intro:
      'Chiudi un mese quando tutte le presenze sono complete: da quel momento presenze, ferie, permessi e malattie del mese non si possono più inserire, modificare né eliminare.',
    loadError: 'Impossibile caricare i mesi.',
    empty: 'Nessuna azienda da mostrare.',
    state: { OPEN: 'Aperto', READY: 'Pronto da chiudere', CLOSED: 'Chiuso' },
    current: 'Mese in corso',
    closedOn: 'Chiuso il %{date} da %{name}',
    reopenedOn: 'Riaperto il %{date} da %{name}: %{reason}',
    missingTitle: 'Da sistemare prima della chiusura (%{count})',
    missingMore: 'e altre %{count}: apri l’elenco presenze',
    reason: { OPEN: 'ancora aperta', MISSED: 'uscita mancata', REVIEW: 'da verificare' },
    record: '%{name}, %{date}: %{reason}',
    close: 'Chiudi il mese',
    reopen: 'Riapri',
    xlsx: 'Foglio Excel',
    pdf: 'PDF',
    downloaded: 'Scaricato %{name}',
    confirmTitle: 'Chiudere %{month}?',
    confirmBody:
      'Dopo la chiusura nessuno potrà inserire, modificare o eliminare presenze, ferie, permessi e malattie di %{month} per %{company}. Si potrà riaprire indicando il motivo.',
    reopenTitle: 'Riaprire %{month}?',
    reopenBody: 'Il motivo resta nello storico e lo vede chi chiude i mesi.',
    reopenReason: 'Motivo della riapertura',
    cancel: 'Annulla',
    unknown: 'sconosciuto',
  },
};
