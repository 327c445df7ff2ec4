/** The monthly statement of a client's site: the words of the client's and the office's screens. */
export const requestsStatementIt = {
  request: {
    statement: {
      status: { PENDING: 'In attesa di risposta', ACCEPTED: 'Accettato', CONTESTED: 'Contestato' },
      fields: {
        month: 'Mese',
        planned: 'Ore pianificate',
        delivered: 'Ore erogate',
        difference: 'Differenza',
        name: 'Nome',
        post: 'Posto',
        checkIn: 'Entrata',
        checkOut: 'Uscita',
        note: 'Nota',
        answeredBy: 'Risposta di',
        answeredAt: 'Risposta il',
      },
      answers: { title: 'Rendiconti mensili', empty: 'Nessun rendiconto ancora accettato o contestato dal cliente', by: '%{name}, %{date}' },
      report: {
        title: 'Rendiconto cliente',
        intro:
          'Le ore pianificate (turni pubblicati) ed erogate (timbrature) di un mese, giorno per giorno, con chi era in servizio: per una sede o per tutte le sedi del cliente, in PDF o in Excel.',
        client: 'Cliente',
        site: 'Sede',
        allSites: 'Tutte le sedi',
        month: 'Mese',
        pdf: 'Scarica rendiconto PDF',
        xlsx: 'Scarica rendiconto Excel',
        downloaded: 'Rendiconto scaricato: %{name}',
        noClients: 'Nessun cliente',
      },
    },
  },
};
