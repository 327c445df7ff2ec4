import type { TMessageTree } from '../types';
import type { signinIt } from './it';

export const signinEs = {
  tagline: 'Asistencia, permisos y personal para servicios de seguridad',
  language: 'Idioma',
  forgot: '¿Has olvidado la contraseña?',
  httpError: 'Error de comunicación con el servidor',
  toast: {
    ok: 'OK',
    error: 'Error',
    warning: 'Atención',
    info: 'Aviso',
    loginError: 'Error',
    createdUser: 'Usuario creado',
    close: 'Cerrar',
  },
  auth: {
    staffTitle: 'Acceso del personal',
    staffSubtitle: 'Entra con tu código fiscal',
    clientTitle: 'Área de clientes',
    clientSubtitle: 'Entra con el nombre de usuario que te dio tu empresa',
    fiscalCode: 'Código fiscal',
    username: 'Nombre de usuario',
    password: 'Contraseña',
    showPassword: 'Mostrar contraseña',
    hidePassword: 'Ocultar contraseña',
    submit: 'Entrar',
    toClient: '¿Eres cliente? Entra en el área de clientes',
    toStaff: '¿Eres empleado? Entra con el código fiscal',
    errorTitle: 'Error de autenticación',
    errorBody: 'No se ha podido verificar tu identidad. Vuelve a entrar.',
    accessTitle: 'Acceso denegado',
    accessBody: 'Tu perfil no tiene permisos para abrir esta página.',
    toLogin: 'Ir al acceso',
    toHome: 'Volver al inicio',
    secure: 'Conexión protegida · los datos se quedan en tu empresa',
  },
} satisfies TMessageTree<typeof signinIt>;
