import {EXAMPLE_HOSTS} from '../../../config/product';
import type {AreaFacts} from './types';

/**
 * Resource service identifiers that the product specification does not fix. The spec names containers,
 * resources, a REST API and tus upload; the tus 1.0.0 headers are standard and are not listed here.
 * `api-resource-rest-api` presents these values, and every other page links to it and marks code that uses
 * them as an example.
 */
export const facts = {
  area: 'resource',
  identifiers: {
    baseUrl: EXAMPLE_HOSTS.resource,
    applicationPath: '/v1/application/{applicationId}',
    containersPath: '/v1/application/{applicationId}/containers',
    containerPath: '/v1/application/{applicationId}/containers/{containerId}',
    resourcesPath: '/v1/application/{applicationId}/containers/{containerId}/resources',
    resourcePath: '/v1/application/{applicationId}/containers/{containerId}/resources/{resourceId}',
    resourceContentPath: '/v1/application/{applicationId}/containers/{containerId}/resources/{resourceId}/content',
    uploadsPath: '/v1/application/{applicationId}/containers/{containerId}/uploads',
    uploadPath: '/v1/application/{applicationId}/containers/{containerId}/uploads/{uploadId}',
    tusExtensions: 'creation,expiration,termination,checksum',
    tusChecksumAlgorithms: 'sha1,sha256',
    tusMaxSize: '10737418240',
    fieldContainerId: 'container_id',
    fieldResourceId: 'resource_id',
    fieldApplicationId: 'application_id',
    fieldName: 'name',
    fieldDescription: 'description',
    fieldFileName: 'file_name',
    fieldContentType: 'content_type',
    fieldSize: 'size',
    fieldResourceCount: 'resource_count',
    fieldTotalSize: 'total_size',
    fieldCreatedAt: 'created_at',
    fieldUpdatedAt: 'updated_at',
    fieldItems: 'items',
    fieldPage: 'page',
    fieldTotalCount: 'total_count',
    fieldMessage: 'message',
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
