import { ResourceEdit } from '../../components/ResourceEdit';
import { userEditResolver } from './resolvers';
import { UserInputs } from './UserInputs';

/** Users are deactivated from their page, never deleted from here. */
export const UserEdit = () => (
  <ResourceEdit resource="user" resolver={userEditResolver} deletable={false}>
    <UserInputs />
  </ResourceEdit>
);
