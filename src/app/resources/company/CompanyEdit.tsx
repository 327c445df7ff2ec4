import { ResourceEdit } from '../../components/ResourceEdit';
import { CompanyInputs } from './CompanyInputs';
import { companyEditResolver } from './resolvers';

export const CompanyEdit = () => (
  <ResourceEdit resource="company" resolver={companyEditResolver}>
    <CompanyInputs edit />
  </ResourceEdit>
);
