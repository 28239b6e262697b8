import { z } from 'zod';
import { exchangeRateUpdateSchema, exchangeRatesAnswerSchema } from '../listing/exchange-rates.schema.js';
import { defineOperation } from './operation.js';

/** The exchange-rates feature's API operations (decision 0064). */

const currencyParams = z.object({ currency: z.string().trim().toUpperCase().max(8) });

export const getExchangeRates = defineOperation({
  method: 'GET',
  path: '/api/exchange-rates/',
  tags: ['properties'],
  summary: 'Exchange rates: units of each currency per US dollar, with their source and date',
  description:
    'Searches without a country or city compare prices in the visitor’s `currency` with these rates (approximate).',
  response: { 200: exchangeRatesAnswerSchema },
});

export const getAdminExchangeRates = defineOperation({
  method: 'GET',
  path: '/api/admin/exchange-rates/',
  tags: ['admin'],
  summary: 'Every exchange rate, with who last set it',
  response: { 200: exchangeRatesAnswerSchema },
});

export const putAdminExchangeRatesByCurrency = defineOperation({
  method: 'PUT',
  path: '/api/admin/exchange-rates/:currency/',
  tags: ['admin'],
  summary: 'Set a currency’s rate (units per US dollar), its source and the day it was read',
  description: 'The US dollar is the base: its rate stays 1 (422). An unknown currency is 404.',
  params: currencyParams,
  body: exchangeRateUpdateSchema,
  response: { 200: exchangeRatesAnswerSchema },
});
