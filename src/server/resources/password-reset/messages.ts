/** The password-recovery messages (server side), merged into the catalogue under `passwordReset.`; es and en mirror it. */
const it = {
  requested: "Se l'account esiste, ti abbiamo inviato un'e-mail con il link per scegliere una nuova password: vale 30 minuti",
  notFound: 'Questo link per reimpostare la password non è valido: controlla di averlo copiato per intero',
  used: 'Questo link è già stato usato: accedi con la nuova password o chiedine un altro',
  expired: 'Questo link non vale più: è scaduto o ne è stato chiesto uno più recente. Chiedine un altro da «Password dimenticata?»',
  passwordSet: 'Password cambiata: accedi con la nuova password',
  mail: {
    subject: 'Reimposta la tua password di Presidio',
    greeting: 'Buongiorno %{name},',
    body: 'abbiamo ricevuto una richiesta di reimpostare la password del tuo accesso a Presidio.',
    action: 'Scegli una nuova password da questo link (vale fino alle %{until}, una sola volta):',
    ignore: 'Se non sei stato tu puoi ignorare questo messaggio: la tua password resta quella di prima.',
    footer: 'Messaggio automatico di Presidio: non rispondere a questo indirizzo.',
  },
};

export const passwordResetMessages = {
  it,
  es: {
    requested: 'Si la cuenta existe, te hemos enviado un correo con el enlace para elegir una nueva contraseña: vale 30 minutos',
    notFound: 'Este enlace para restablecer la contraseña no es válido: comprueba que lo has copiado entero',
    used: 'Este enlace ya se ha usado: accede con la nueva contraseña o pide otro',
    expired: 'Este enlace ya no vale: ha caducado o se ha pedido otro más reciente. Pide otro desde «¿Has olvidado la contraseña?»',
    passwordSet: 'Contraseña cambiada: accede con la nueva contraseña',
    mail: {
      subject: 'Restablece tu contraseña de Presidio',
      greeting: 'Buenos días, %{name}:',
      body: 'hemos recibido una solicitud para restablecer la contraseña de tu acceso a Presidio.',
      action: 'Elige una nueva contraseña con este enlace (vale hasta las %{until}, una sola vez):',
      ignore: 'Si no has sido tú puedes ignorar este mensaje: tu contraseña sigue siendo la de antes.',
      footer: 'Mensaje automático de Presidio: no respondas a esta dirección.',
    },
  } satisfies typeof it,
  en: {
    requested: 'If the account exists, we have sent you an e-mail with a link to choose a new password: it is valid for 30 minutes',
    notFound: 'This password reset link is not valid: check that you copied all of it',
    used: 'This link has already been used: sign in with your new password or ask for another one',
    expired: 'This link is no longer valid: it expired or a newer one was requested. Ask for another one from “Forgot your password?”',
    passwordSet: 'Password changed: sign in with your new password',
    mail: {
      subject: 'Reset your Presidio password',
      greeting: 'Hello %{name},',
      body: 'we received a request to reset the password of your Presidio account.',
      action: 'Choose a new password with this link (valid until %{until}, once):',
      ignore: 'If it was not you, you can ignore this message: your password stays as it was.',
      footer: 'Automatic message from Presidio: do not reply to this address.',
    },
  } satisfies typeof it,
};
