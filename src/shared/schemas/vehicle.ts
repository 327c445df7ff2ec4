import { isValidPlate, normalizePlate } from '../plate';
import { optionalDate, optionalId, refId } from './fields';
import { optionalText, requiredText, z } from './zod';

export const VEHICLE_TYPES = ['CAR', 'VAN', 'TRUCK', 'MOTORCYCLE', 'OTHER'] as const;
export const VEHICLE_FUELS = ['PETROL', 'DIESEL', 'LPG', 'CNG', 'HYBRID', 'ELECTRIC', 'OTHER'] as const;
/** The expiries that feed deadlines: insurance, inspection ('revisione'), road tax ('bollo'). */
export const VEHICLE_EXPIRIES = ['insuranceExpiry', 'inspectionExpiry', 'taxExpiry'] as const;

const vehicleFields = {
  companyId: refId(),
  plate: z.string().trim().max(20).transform(normalizePlate).refine(isValidPlate, 'validation.plate'),
  brand: requiredText(60),
  model: requiredText(60),
  type: z.enum(VEHICLE_TYPES),
  fuel: z
    .enum(VEHICLE_FUELS)
    .nullish()
    .transform((value) => value ?? null),
  registrationDate: optionalDate(),
  insuranceExpiry: optionalDate(),
  inspectionExpiry: optionalDate(),
  taxExpiry: optionalDate(),
  /** A user of the vehicle's company. */
  assignedUserId: optionalId(),
  mileage: z
    .number()
    .int('validation.mileage')
    .min(0, 'validation.mileage')
    .max(9_999_999, 'validation.mileage')
    .nullish()
    .transform((value) => value ?? null),
  notes: optionalText(2000),
};

/** Body of POST api/vehicle (and of PUT, the whole record). */
export const ZVehicleCreate = z.object({ ...vehicleFields, type: vehicleFields.type.default('CAR') });

/** Body of PATCH api/vehicle/{id}: any subset of the fields. */
export const ZVehiclePatch = z.object(vehicleFields).partial();

export const ZVehicle = z.object({
  id: z.number(),
  companyId: z.number(),
  plate: z.string(),
  brand: z.string(),
  model: z.string(),
  type: z.enum(VEHICLE_TYPES),
  fuel: z.enum(VEHICLE_FUELS).nullable(),
  registrationDate: z.string().nullable(),
  insuranceExpiry: z.string().nullable(),
  inspectionExpiry: z.string().nullable(),
  taxExpiry: z.string().nullable(),
  assignedUserId: z.number().nullable(),
  mileage: z.number().nullable(),
  notes: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type TVehicleCreate = z.input<typeof ZVehicleCreate>;
export type TVehiclePatch = z.infer<typeof ZVehiclePatch>;
export type TVehicle = z.infer<typeof ZVehicle>;
