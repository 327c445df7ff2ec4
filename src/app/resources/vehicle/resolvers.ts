import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldValues, Resolver } from 'react-hook-form';
import { ZVehicleCreate } from '../../../shared/schemas/vehicle';

/** Create and edit alike: the whole vehicle is sent, its plate normalised (AB 123 CD → AB123CD). */
export const vehicleResolver = zodResolver(ZVehicleCreate) as unknown as Resolver<FieldValues>;
