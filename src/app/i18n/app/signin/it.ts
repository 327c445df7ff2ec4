/**
 * The words of the sign-in pages, on their own: the light sign-in entry (src/app/signin/) takes
 * only these, and the app's catalogues take them from here, so the two cannot say different things.
 */
export const signinIt = {
  tagline: 'Presenze, permessi e personale per i servizi di sicurezza',
  language: 'Lingua',
  forgot: 'Password dimenticata?',
  httpError: 'Errore di comunicazione con il server',
  toast: {
    ok: 'OK',
    error: 'Errore',
    warning: 'Attenzione',
    info: 'Avviso',
    loginError: 'Error',
    createdUser: 'Created User',
    close: 'Chiudi',
  },
  auth: {
    staffTitle: 'Accesso personale',
    staffSubtitle: 'Entra con il tuo codice fiscale',
    clientTitle: 'Area clienti',
    clientSubtitle: 'Entra con il nome utente ricevuto dalla tua azienda',
    fiscalCode: 'Codice fiscale',
    username: 'Nome utente',
    password: 'Password',
    showPassword: 'Mostra password',
    hidePassword: 'Nascondi password',
    submit: 'Accedi',
    toClient: 'Sei un cliente? Accedi all’area clienti',
    toStaff: 'Sei un dipendente? Accedi con il codice fiscale',
    errorTitle: 'Errore di autenticazione',
    errorBody: 'Non è stato possibile verificare la tua identità. Accedi di nuovo.',
    accessTitle: 'Accesso negato',
    accessBody: 'Il tuo profilo non ha i permessi per aprire questa pagina.',
    toLogin: 'Vai all’accesso',
    toHome: 'Torna alla home',
    secure: 'Connessione protetta · i dati restano nella tua azienda',
  },
};
