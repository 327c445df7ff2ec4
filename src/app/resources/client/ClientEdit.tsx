import { ResourceEdit } from '../../components/ResourceEdit';
import { ClientInputs } from './ClientInputs';
import { clientEditResolver } from './resolvers';

export const ClientEdit = () => (
  <ResourceEdit resource="client" resolver={clientEditResolver}>
    <ClientInputs edit />
  </ResourceEdit>
);
