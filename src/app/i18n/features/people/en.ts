import type { TMessageTree } from '../../app/types';
import type { peopleIt } from './it';

export const peopleEn = {
  profile: {
    loadError: 'The profile could not be loaded. Try again later.',
    data: {
      title: 'My details',
      readOnly: 'Name, fiscal code, roles and companies are changed by the administration.',
    },
    contacts: { title: 'Contact details', submit: 'Save contact details' },
    password: {
      title: 'Change password',
      intro: 'Your current password is required. Your other open sessions will end.',
      current: 'Current password',
      temporary: 'Temporary password',
      new: 'New password',
      confirm: 'Repeat the new password',
      rules: 'At least 10 characters, not a common one',
      mismatch: 'The two passwords do not match',
      submit: 'Change password',
      setAndContinue: 'Save and continue',
    },
    forced: {
      title: 'Set your new password',
      subtitle: 'You signed in with a temporary password.',
      explain: 'To protect your account, choose a personal password now: the temporary one will stop working.',
    },
  },
  user: {
    gpgNeedsEu: 'A non-EU citizen cannot be a licensed security guard',
    armedNeedsGpg: 'Only a licensed security guard works armed services',
  },
  resources: {
    user: {
      fields: {
        id: 'ID',
        fiscalCode: 'Fiscal code',
        username: 'Username',
        email: 'Email',
        firstName: 'First name',
        lastName: 'Last name',
        sex: 'Sex',
        birthDate: 'Date of birth',
        birthPlace: 'Place of birth',
        address: 'Address',
        phone: 'Phone',
        hireDate: 'Hire date',
        endDate: 'End of employment',
        jobTitle: 'Job title',
        contractType: 'Contract type',
        roles: 'Roles',
        role: 'Role',
        companyIds: 'Companies',
        companyId: 'Company',
        clientId: 'Client',
        active: 'Status',
        createdAt: 'Created',
        updatedAt: 'Updated',
        qualification: 'Qualification',
        citizenship: 'Citizenship',
        armed: 'Firearms licence',
        q: 'Search',
      },
    },
  },
} satisfies TMessageTree<typeof peopleIt>;
