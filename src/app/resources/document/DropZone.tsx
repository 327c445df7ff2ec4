import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import { useTranslate } from 'react-admin';
import { FileDropZone } from '../../components/FileDropZone';
import { ACCEPTED_FILES } from '../../pages/documents/kinds';

/** The upload page's files, any accepted type, many at once. */
export const DropZone = ({ onFiles, disabled = false }: { onFiles: (files: File[]) => void; disabled?: boolean }) => {
  const translate = useTranslate();
  return (
    <FileDropZone
      onFiles={onFiles}
      disabled={disabled}
      accept={ACCEPTED_FILES}
      icon={CloudUploadOutlined}
      texts={{
        drop: translate('resources.document.upload.drop'),
        or: translate('resources.document.upload.or'),
        choose: translate('resources.document.upload.choose'),
        accepted: translate('resources.document.upload.accepted'),
      }}
      testId="drop-zone"
      inputTestId="file-input"
    />
  );
};
