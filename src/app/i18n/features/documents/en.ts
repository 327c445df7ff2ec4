import type { TMessageTree } from '../../app/types';
import type { documentsIt } from './it';

export const documentsEn = {
  documents: {
    retry: 'Retry',
    my: {
      intro: 'Payslips, contracts, certificates and your personal documents.',
      unread: 'You have %{smart_count} new document to open |||| You have %{smart_count} new documents to open',
      allRead: 'You have opened them all. Tap a document to download it.',
      empty: 'You have no documents yet.',
      loadError: 'Your documents could not be loaded.',
      new: 'New',
      open: 'Open',
      issued: 'Issued on %{date}',
      received: 'Received on %{date}',
      expires: 'expires on %{date}',
      awaiting: 'Waiting for the office to confirm',
      rejected: 'Not accepted by the office',
      upload: 'Upload a document',
      uploadTitle: 'Upload a renewed document',
      uploadIntro: 'Take a photo of the new document: the office checks and confirms it.',
      whichType: 'Which document is it?',
      takePhoto: 'Take a photo or choose the file',
      otherPhoto: 'Choose another photo',
      expiry: 'Expiry',
      expiryHelp: 'The one written on the document, if any',
      send: 'Send to the office',
      sent: 'Document sent: the office will check it',
    },
    upload: {
      progress: 'Upload progress',
      unanswered: 'No answer from the server: check the connection and retry.',
    },
  },
  resources: {
    document: {
      types: {
        CONTRACT: 'Contract',
        PAYSLIP: 'Payslip',
        ATTESTATO: 'Training certificate',
        REPORT: 'Report',
        ID_CARD: 'Identity card',
        PERMESSO_SOGGIORNO: 'Residence permit',
        DRIVING_LICENCE: 'Driving licence',
        DECRETO_GPG: 'GPG decree',
        PORTO_ARMI: 'Firearms licence',
        MEDICAL_FITNESS: 'Medical fitness',
        VEHICLE_INSURANCE: 'Vehicle insurance',
        VEHICLE_INSPECTION: 'Vehicle inspection',
        OTHER: 'Other',
      },
    },
  },
} satisfies TMessageTree<typeof documentsIt>;
