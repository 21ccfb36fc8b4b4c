// The box office's performances operations (issue #35), by operationId.

import { errorMessages } from '../../domain/errors'
import {
  performanceSchema,
  priceZonesSchema,
  quotaNeededMessage,
} from '../../domain/forms/officePerformance'
import type { Handlers } from '../http/handler'
import { staffOf } from '../http/handler'
import { parseForm } from '../http/validate'
import {
  createPerformance,
  listPerformances,
  priceZonesOf,
  setPriceZones,
  updatePerformance,
} from '../services/office/performances'

export const officePerformancesHandlers = {
  listOfficePerformances: ({ params }, ctx) => listPerformances(ctx.db, params.eventId, ctx.now()),

  createOfficePerformance: ({ params, body }, ctx) =>
    createPerformance(
      ctx.db,
      staffOf(ctx).id,
      params.eventId,
      parseForm(performanceSchema, body, ctx),
      ctx.now(),
    ),

  updateOfficePerformance: ({ params, body }, ctx) =>
    updatePerformance(
      ctx.db,
      staffOf(ctx).id,
      params.eventId,
      params.performanceId,
      parseForm(performanceSchema, body, ctx),
      ctx.now(),
    ),

  getOfficePriceZones: ({ params }, ctx) =>
    priceZonesOf(ctx.db, params.eventId, params.performanceId, ctx.now()),

  setOfficePriceZones: ({ params, body }, ctx) =>
    setPriceZones(
      ctx.db,
      staffOf(ctx).id,
      params.eventId,
      params.performanceId,
      parseForm(priceZonesSchema, body, ctx),
      ctx.now(),
      {
        quotaNeeded: ctx.i18n._(quotaNeededMessage),
        invalid: ctx.i18n._(errorMessages.VALIDATION_FAILED),
      },
    ),
} satisfies Handlers
