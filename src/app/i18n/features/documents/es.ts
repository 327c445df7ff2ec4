import type { TMessageTree } from '../../app/types';
import type { documentsIt } from './it';

export const documentsEs = {
  documents: {
    retry: 'Reintentar',
    my: {
      intro: 'Nóminas, contratos, certificados y tus documentos personales.',
      unread: 'Tienes %{smart_count} documento nuevo por abrir |||| Tienes %{smart_count} documentos nuevos por abrir',
      allRead: 'Los has abierto todos. Toca un documento para descargarlo.',
      empty: 'Todavía no tienes documentos.',
      loadError: 'No se han podido cargar tus documentos.',
      new: 'Nuevo',
      open: 'Abrir',
      issued: 'Emitido el %{date}',
      received: 'Recibido el %{date}',
      expires: 'vence el %{date}',
      awaiting: 'Pendiente de confirmación de la oficina',
      rejected: 'No aceptado por la oficina',
      upload: 'Subir un documento',
      uploadTitle: 'Subir un documento renovado',
      uploadIntro: 'Fotografía el documento nuevo: la oficina lo revisa y lo confirma.',
      whichType: '¿Qué documento es?',
      takePhoto: 'Haz una foto o elige el archivo',
      otherPhoto: 'Elige otra foto',
      expiry: 'Vencimiento',
      expiryHelp: 'El que figura en el documento, si lo hay',
      send: 'Enviar a la oficina',
      sent: 'Documento enviado: la oficina lo revisará',
    },
    upload: {
      progress: 'Progreso de la subida',
      unanswered: 'El servidor no responde: comprueba la conexión y vuelve a intentarlo.',
    },
  },
  resources: {
    document: {
      types: {
        CONTRACT: 'Contrato',
        PAYSLIP: 'Nómina',
        ATTESTATO: 'Certificado de formación',
        REPORT: 'Informe',
        ID_CARD: 'Documento de identidad',
        PERMESSO_SOGGIORNO: 'Permiso de residencia',
        DRIVING_LICENCE: 'Permiso de conducir',
        DECRETO_GPG: 'Decreto GPG',
        PORTO_ARMI: 'Licencia de armas',
        MEDICAL_FITNESS: 'Aptitud médica',
        VEHICLE_INSURANCE: 'Seguro del vehículo',
        VEHICLE_INSPECTION: 'ITV del vehículo',
        OTHER: 'Otro',
      },
    },
  },
} satisfies TMessageTree<typeof documentsIt>;
