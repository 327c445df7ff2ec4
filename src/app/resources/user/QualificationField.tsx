import { useRecordContext, useTranslate } from 'react-admin';

type TQualified = { qualification?: string | null; citizenship?: string | null; armed?: boolean | null };

/** 'Guardia particolare giurata · armata · Extra UE': what a person may be rostered as. */
export const QualificationField = (_props: { source?: string; label?: string; sortable?: boolean }) => {
  const record = useRecordContext<TQualified>();
  const translate = useTranslate();
  if (!record?.qualification) return <span>—</span>;
  const parts = [
    translate(`resources.user.qualification.${record.qualification}`),
    record.qualification === 'GPG' && record.armed ? translate('resources.user.armedShort') : null,
    record.citizenship === 'NON_EU' ? translate('resources.user.citizenship.NON_EU') : null,
  ];
  return <span data-testid="user-qualification">{parts.filter(Boolean).join(' · ')}</span>;
};
