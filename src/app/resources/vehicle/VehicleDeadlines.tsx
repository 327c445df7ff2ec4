import { Box } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SubjectDeadlines } from '../../components/deadlines/SubjectDeadlines';

/** The vehicle's insurance, revisione and bollo (and any manual deadline) with their statuses. */
export const VehicleDeadlines = () => {
  const vehicle = useRecordContext<{ id: number }>();
  if (!vehicle) return null;
  return (
    <Box sx={{ gridColumn: '1 / -1', minWidth: 0 }} data-testid="vehicle-deadlines">
      <SubjectDeadlines subjectType="VEHICLE" subjectId={Number(vehicle.id)} />
    </Box>
  );
};
