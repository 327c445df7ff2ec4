import type { TMessageTree } from '../../app/types';
import type { peopleIt } from './it';

export const peopleEs = {
  profile: {
    loadError: 'No se ha podido cargar el perfil. Inténtalo más tarde.',
    data: {
      title: 'Mis datos',
      readOnly: 'El nombre, el código fiscal, los roles y las empresas los modifica la administración.',
    },
    contacts: { title: 'Datos de contacto', submit: 'Guardar los datos de contacto' },
    password: {
      title: 'Cambiar contraseña',
      intro: 'Se necesita la contraseña actual. Las demás sesiones abiertas se cerrarán.',
      current: 'Contraseña actual',
      temporary: 'Contraseña temporal',
      new: 'Nueva contraseña',
      confirm: 'Repite la nueva contraseña',
      rules: 'Al menos 10 caracteres, no de las más comunes',
      mismatch: 'Las dos contraseñas no coinciden',
      submit: 'Cambiar contraseña',
      setAndContinue: 'Guardar y continuar',
    },
    forced: {
      title: 'Elige tu nueva contraseña',
      subtitle: 'Has entrado con una contraseña temporal.',
      explain: 'Para proteger tu cuenta elige ahora una contraseña personal: la temporal dejará de funcionar.',
    },
  },
  user: {
    gpgNeedsEu: 'Un ciudadano de fuera de la UE no puede ser guardia jurado',
    armedNeedsGpg: 'Solo un guardia jurado presta servicios armados',
  },
  resources: {
    user: {
      fields: {
        id: 'ID',
        fiscalCode: 'Código fiscal',
        username: 'Nombre de usuario',
        email: 'Correo electrónico',
        firstName: 'Nombre',
        lastName: 'Apellido',
        sex: 'Sexo',
        birthDate: 'Fecha de nacimiento',
        birthPlace: 'Lugar de nacimiento',
        address: 'Dirección',
        phone: 'Teléfono',
        hireDate: 'Fecha de contratación',
        endDate: 'Fin de la relación laboral',
        jobTitle: 'Puesto',
        contractType: 'Tipo de contrato',
        roles: 'Roles',
        role: 'Rol',
        companyIds: 'Empresas',
        companyId: 'Empresa',
        clientId: 'Cliente',
        active: 'Estado',
        createdAt: 'Creado el',
        updatedAt: 'Actualizado el',
        qualification: 'Cualificación',
        citizenship: 'Ciudadanía',
        armed: 'Licencia de armas',
        q: 'Buscar',
      },
    },
  },
} satisfies TMessageTree<typeof peopleIt>;
