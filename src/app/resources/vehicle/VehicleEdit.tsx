import { ResourceEdit } from '../../components/ResourceEdit';
import { vehicleResolver } from './resolvers';
import { VehicleInputs } from './VehicleInputs';

export const VehicleEdit = () => (
  <ResourceEdit resource="vehicle" resolver={vehicleResolver}>
    <VehicleInputs />
  </ResourceEdit>
);
