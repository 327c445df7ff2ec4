/** Invitations: the page where an invited user sets their password (public, so in the first chunk), and the office's invite buttons. */
export const inviteIt = {
  invite: {
    title: 'Scegli la tua password',
    subtitle: 'Ti è stato creato un accesso a Presidio: scegli la password con cui entrerai.',
    checking: 'Verifico il link…',
    account: 'Il tuo accesso',
    username: 'Nome utente: %{username}',
    email: 'E-mail: %{email}',
    password: 'Nuova password',
    confirm: 'Ripeti la password',
    submit: 'Imposta la password',
    invalidTitle: 'Link non utilizzabile',
    noToken: 'Nel link manca il codice di invito: aprilo di nuovo dall’e-mail, per intero.',
    toLogin: 'Vai all’accesso',
    office: {
      invite: 'Invita via e-mail',
      title: 'Invita un utente del cliente',
      intro: 'Riceverà all’indirizzo indicato un link, valido 7 giorni, per scegliere la propria password e accedere al portale di %{name}.',
      send: 'Invia l’invito',
      language: 'Lingua dell’e-mail e dell’account',
      again: 'Invia di nuovo l’invito a %{name}',
    },
  },
};
