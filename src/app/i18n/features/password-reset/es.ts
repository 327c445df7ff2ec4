import { signinEs } from '../../app/signin/es';
import type { TMessageTree } from '../../app/types';
import type { passwordResetIt } from './it';

export const passwordResetEs = {
  passwordReset: {
    forgot: signinEs.forgot,
    title: 'Recupera la contraseña',
    subtitleStaff: 'Escribe tu código fiscal: te enviaremos al correo de tu cuenta un enlace para elegir una nueva.',
    subtitleClient: 'Escribe tu nombre de usuario: te enviaremos al correo de tu cuenta un enlace para elegir una nueva.',
    send: 'Enviar el enlace',
    sentTitle: 'Revisa tu correo',
    sentHint: '¿No encuentras el mensaje? Mira también en el correo no deseado, o pide a la oficina que compruebe tu dirección de correo.',
    backToLogin: 'Volver al acceso',
    resetTitle: 'Elige una nueva contraseña',
    resetSubtitle: 'La nueva contraseña sustituye a la anterior y cierra todas las sesiones abiertas con tu cuenta.',
    checking: 'Compruebo el enlace…',
    password: 'Nueva contraseña',
    confirm: 'Repite la contraseña',
    submit: 'Cambiar la contraseña',
    invalidTitle: 'Enlace no utilizable',
    noToken: 'Al enlace le falta el código: ábrelo de nuevo desde el correo, entero.',
    askAgain: 'Pedir un nuevo enlace',
  },
} satisfies TMessageTree<typeof passwordResetIt>;
