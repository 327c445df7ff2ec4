import { signinIt } from '../../app/signin/it';
/** Password recovery: the link on the sign-in pages (so in the first chunk) and the two public pages it opens. */
export const passwordResetIt = {
  passwordReset: {
    forgot: signinIt.forgot,
    title: 'Recupera la password',
    subtitleStaff: 'Scrivi il tuo codice fiscale: ti invieremo all’e-mail del tuo account un link per sceglierne una nuova.',
    subtitleClient: 'Scrivi il tuo nome utente: ti invieremo all’e-mail del tuo account un link per sceglierne una nuova.',
    send: 'Invia il link',
    sentTitle: 'Controlla la tua e-mail',
    sentHint: 'Non trovi il messaggio? Guarda anche nella posta indesiderata, o chiedi all’ufficio di controllare il tuo indirizzo e-mail.',
    backToLogin: 'Torna all’accesso',
    resetTitle: 'Scegli una nuova password',
    resetSubtitle: 'La nuova password sostituisce la precedente e chiude ogni sessione aperta con il tuo account.',
    checking: 'Verifico il link…',
    password: 'Nuova password',
    confirm: 'Ripeti la password',
    submit: 'Cambia la password',
    invalidTitle: 'Link non utilizzabile',
    noToken: 'Nel link manca il codice: aprilo di nuovo dall’e-mail, per intero.',
    askAgain: 'Chiedi un nuovo link',
  },
};
