import { unitOffersAnswerSchema } from '../units/unit.schema.js';
import { defineOperation } from './operation.js';
import { idParams } from './params.js';

/** The units feature's API operations (decision 0064). */

export const getUnitsOffers = defineOperation({
  method: 'GET',
  path: '/api/units/:id/offers/',
  tags: ['properties'],
  summary: "The public offers of the unit a listing belongs to, side by side (other listers' listings of it)",
  description:
    'The listing must be one the viewer may see (else 404); the offers are public listings only. `group` is null when no other lister offers the unit.',
  params: idParams,
  response: { 200: unitOffersAnswerSchema },
});
