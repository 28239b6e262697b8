import { z } from 'zod';
import { exchangeRateUpdateSchema, exchangeRatesAnswerSchema } from '@estate/shared';
import type { AppInstance } from '../../app-types.js';
import { privateAnswer } from '../../lib/private-answer.js';
import { adminOnly, requireAdmin } from '../auth/require-user.js';

const currencyParams = z.object({ currency: z.string().trim().toUpperCase().max(8) });

/** The exchange rates anyone may read: what approximate prices were converted with, and from where. */
export async function exchangeRateRoutes(app: AppInstance) {
  const { exchangeRates } = app.services;
  app.get(
    '/api/exchange-rates/',
    {
      schema: {
        tags: ['properties'],
        summary: 'Exchange rates: units of each currency per US dollar, with their source and date',
        description:
          'Searches without a country or city compare prices in the visitor’s `currency` with these rates (approximate).',
        response: { 200: exchangeRatesAnswerSchema },
      },
    },
    async () => exchangeRates.list(),
  );
}

/**
 * The rates section of /admin's Settings tab (issue 39, U3). Guests get 401 and everyone but
 * administrators 403, before the body is read; every change is in the administrator log.
 */
export async function exchangeRateAdminRoutes(app: AppInstance) {
  const { exchangeRates } = app.services;
  const tags = ['admin'];
  app.addHook('onRequest', adminOnly);
  app.addHook('onSend', privateAnswer);

  app.get(
    '/api/admin/exchange-rates/',
    {
      schema: {
        tags,
        summary: 'Every exchange rate, with who last set it',
        response: { 200: exchangeRatesAnswerSchema },
      },
    },
    async () => exchangeRates.list(),
  );
  app.put(
    '/api/admin/exchange-rates/:currency/',
    {
      schema: {
        tags,
        summary: 'Set a currency’s rate (units per US dollar), its source and the day it was read',
        description: 'The US dollar is the base: its rate stays 1 (422). An unknown currency is 404.',
        params: currencyParams,
        body: exchangeRateUpdateSchema,
        response: { 200: exchangeRatesAnswerSchema },
      },
    },
    async (req) => exchangeRates.update(req.params.currency, req.body, requireAdmin(req)),
  );
}
