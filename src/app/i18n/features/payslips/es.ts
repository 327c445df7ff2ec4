import type { TMessageTree } from '../../app/types';
import type { payslipsIt } from './it';

export const payslipsEs = {
  menu: { documentPayslips: 'Nóminas' },
  payslips: {
    title: 'Nóminas del mes',
    intro: 'Envía de una vez las nóminas de un mes: cada una va a los documentos de la persona, que la ve en la app y recibe el aviso.',
    how: {
      title: 'Cómo se asignan',
      byName: 'Un PDF por persona con el código fiscal en el nombre (por ejemplo VRDGPP90C10F839E.pdf): va entero a esa persona.',
      byContent: 'Un PDF con las nóminas de varias personas: cada página va a quien tiene el código fiscal impreso en ella; una página sin código sigue a la anterior.',
      scope: 'Solo las personas de la empresa elegida reciben nóminas. Un mes enviado de nuevo sustituye la nómina anterior de la persona.',
    },
    fields: { companyId: 'Empresa', month: 'Mes', file: 'Nóminas (PDF)' },
    pickCompany: 'Elige la empresa de las nóminas',
    files: {
      drop: 'Arrastra aquí los PDF de las nóminas',
      or: 'o',
      choose: 'Elegir los PDF',
      accepted: 'Solo PDF, también muchos a la vez',
      selected: '%{smart_count} archivo elegido, %{size} |||| %{smart_count} archivos elegidos, %{size}',
      remove: 'Quitar %{name}',
      clear: 'Quitar todos',
    },
    submit: 'Enviar',
    sending: 'Envío de los archivos: %{percent}%',
    matching: 'Archivos recibidos: asignación a las personas en curso…',
    progress: 'Progreso del envío',
    failed: 'Envío fallido',
    unanswered: 'Sin respuesta del servidor: comprueba la conexión y vuelve a intentarlo.',
    result: {
      title: 'Resultado del envío',
      delivered: '%{smart_count} nómina entregada |||| %{smart_count} nóminas entregadas',
      noneDelivered: 'Ninguna nómina entregada',
      person: 'Persona',
      file: 'Archivo',
      pages: 'Páginas',
      wholeFile: 'Todo el archivo',
      openDocuments: 'Documentos de %{name}',
      unmatched: '%{smart_count} archivo o grupo de páginas sin asignar |||| %{smart_count} archivos o grupos de páginas sin asignar',
      pagesOf: 'página %{pages} |||| páginas %{pages}',
      notStored: 'Nada de esta lista se ha guardado: corrige los archivos y vuelve a enviarlos.',
      allMatched: 'Todos los archivos se han asignado.',
    },
  },
} satisfies TMessageTree<typeof payslipsIt>;
