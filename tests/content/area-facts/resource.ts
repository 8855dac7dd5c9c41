import {EXAMPLE_HOSTS} from '../../../config/product';
import type {AreaFacts} from './types';

/**
 * Resource service identifiers that the product specification does not fix. The spec names containers,
 * resources, a REST API and tus upload; the tus 1.0.0 headers are standard and are not listed here.
 * `api-resource-rest-api` presents these values, and every other page links to it and marks code that uses
 * them as an example. The routes and fields
 * the pages' code uses are declared in examples/resource/resource-api.d.ts, which that code is checked against.
 */
export const facts = {
  area: 'resource',
  identifiers: {
    baseUrl: EXAMPLE_HOSTS.resource,
    applicationPath: '/v1/application/{applicationId}',
    tusExtensions: 'creation,expiration,termination,checksum',
    tusChecksumAlgorithms: 'sha1,sha256',
    tusMaxSize: '10737418240',
  },
  patterns: [
    /https?:\/\/[a-z0-9.-]*nuri[a-z0-9.-]*/,
    /\/v1\/[A-Za-z0-9{}_/-]+/,
    /(?<=")[a-z][a-z0-9_]*(?=":)/,
    /(?<=`)[a-z][a-z0-9]*_[a-z0-9_]+(?=`)/,
    /(?<=Tus-Extension: )[a-z,-]+/,
    /(?<=Tus-Checksum-Algorithm: )[a-z0-9,-]+/,
    /(?<=Tus-Max-Size: )\d+/,
  ],
} satisfies AreaFacts;
