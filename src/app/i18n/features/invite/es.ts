import type { TMessageTree } from '../../app/types';
import type { inviteIt } from './it';

export const inviteEs = {
  invite: {
    title: 'Elige tu contraseña',
    subtitle: 'Se te ha creado un acceso a Presidio: elige la contraseña con la que entrarás.',
    checking: 'Compruebo el enlace…',
    account: 'Tu acceso',
    username: 'Nombre de usuario: %{username}',
    email: 'Correo: %{email}',
    password: 'Nueva contraseña',
    confirm: 'Repite la contraseña',
    submit: 'Establecer la contraseña',
    invalidTitle: 'Enlace no utilizable',
    noToken: 'Al enlace le falta el código de invitación: ábrelo de nuevo desde el correo, entero.',
    toLogin: 'Ir al acceso',
    office: {
      invite: 'Invitar por correo',
      title: 'Invitar a un usuario del cliente',
      intro: 'Recibirá en la dirección indicada un enlace, válido 7 días, para elegir su contraseña y acceder al portal de %{name}.',
      send: 'Enviar la invitación',
      language: 'Idioma del correo y de la cuenta',
      again: 'Enviar de nuevo la invitación a %{name}',
    },
  },
} satisfies TMessageTree<typeof inviteIt>;
