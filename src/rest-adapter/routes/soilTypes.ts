import { listEnvelope, messageEnvelope, queryInput, written } from '../envelope';
import type { RestRoute } from '../types';
import { msg } from '../../shared/messages';

const group = 'Soil types';

/** The Soil types group of rest-calls.tsv. */
export const soilTypesRoutes: RestRoute[] = [
  {
    method: 'GET',
    path: '/soil-types',
    procedure: 'soilTypes.list',
    group,
    summary: 'Soil types by name: ?page, ?limit',
    input: queryInput(),
    respond: listEnvelope('soil_types'),
  },
  {
    method: 'GET',
    path: '/soil-types/{id}',
    procedure: 'soilTypes.byId',
    group,
    summary: 'A soil type with the crops suited to it',
  },
  {
    method: 'GET',
    path: '/soil-types/crop/{cropId}',
    procedure: 'soilTypes.forCrop',
    group,
    summary: 'The soil types suited to a crop',
  },
  {
    method: 'POST',
    path: '/soil-types',
    procedure: 'soilTypes.create',
    group,
    summary: 'Add a soil type (administrators)',
    respond: written(msg('crops.soilCreated'), 201),
  },
  {
    method: 'PUT',
    path: '/soil-types/{id}',
    procedure: 'soilTypes.update',
    group,
    summary: 'Change a soil type (administrators)',
    respond: written(msg('crops.soilUpdated')),
  },
  {
    method: 'DELETE',
    path: '/soil-types/{id}',
    procedure: 'soilTypes.delete',
    group,
    summary: 'Delete a soil type (administrators)',
    respond: messageEnvelope,
  },
];
