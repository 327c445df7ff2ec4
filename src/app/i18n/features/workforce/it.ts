/** Workforce: the worker's words (next shifts, 'I miei turni', the post's orders to acknowledge). */
export const workforceIt = {
  menu: { myShifts: 'I miei turni' },
  workforce: {
    // The shared schema's rules of a post and of a range of days (its file rides with the worker's screens).
    armedNeedsGpg: 'Un posto armato richiede una GPG',
    serviceNeedsGpg: 'Questo servizio (art. 134 TULPS) richiede una GPG',
    rangeTooLong: 'Al massimo 62 giorni alla volta',
    day: { today: 'Oggi', tomorrow: 'Domani' },
    next: { title: 'I prossimi turni', none: 'Nessun turno in programma', all: 'I miei turni' },
    my: { week: 'Settimana dal %{date}', none: 'Nessun turno nelle prossime settimane', loadError: 'Non è stato possibile caricare i turni.' },
    cancelled: 'Annullato',
    orders: {
      toRead: 'Consegne da leggere',
      read: 'Consegne lette',
      title: 'Consegne: %{post}',
      none: 'Nessuna consegna scritta per questo posto.',
      documents: 'Documenti',
      version: 'Versione %{version} del %{date}',
      acknowledge: 'Ho letto e compreso le consegne',
      acknowledged: 'Presa visione il %{date}',
      changed: 'Le consegne sono cambiate dalla tua ultima presa visione.',
      loadError: 'Non è stato possibile caricare le consegne.',
      close: 'Chiudi',
    },
    site: { today: 'Turno di oggi', shift: 'Turno %{time} · %{post}' },
  },
};
