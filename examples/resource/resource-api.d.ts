/**
 * The resource REST API as the resource pages present it (`api-resource-rest-api`). The specification names
 * containers, resources, a REST API and tus upload, nothing more: these routes and fields are the site's example
 * (the pages mark them with <Convention>), declared here once. The pages' TypeScript is type-checked against it: a
 * type a page exports under one of these names must be this type, and every `/v1/...` path a page's code or route
 * list names must be one of `ResourceRoutes` (tests/code/doc-code-blocks.test.ts); tests/content/area-facts.test.ts
 * lets the pages' text name only the routes and fields declared here.
 */

export interface Container {
  container_id: string;
  application_id: string;
  name: string;
  description: string;
  resource_count: number;
  total_size: number;
  created_at: string;
  updated_at: string;
}

export interface Resource {
  resource_id: string;
  container_id: string;
  file_name: string;
  content_type: string;
  size: number;
  created_at: string;
}

/** A page of a list (`page` from 1). */
export interface Page<T> {
  items: T[];
  page: number;
  size: number;
  total_count: number;
}

/** A failure's body. */
export interface Problem {
  message: string;
}

/** Every route, `METHOD path`, with its request and its response body (`void`: none). */
export interface ResourceRoutes {
  'GET /v1/application/{applicationId}/containers': {query: {page?: number; size?: number}; response: Page<Container>};
  'POST /v1/application/{applicationId}/containers': {body: {name: string; description?: string}; response: Container};
  'GET /v1/application/{applicationId}/containers/{containerId}': {response: Container};
  'PATCH /v1/application/{applicationId}/containers/{containerId}': {
    body: Partial<Pick<Container, 'name' | 'description'>>;
    response: Container;
  };
  'DELETE /v1/application/{applicationId}/containers/{containerId}': {response: void};
  'GET /v1/application/{applicationId}/containers/{containerId}/resources': {
    query: {page?: number; size?: number};
    response: Page<Resource>;
  };
  'GET /v1/application/{applicationId}/containers/{containerId}/resources/{resourceId}': {response: Resource};
  'GET /v1/application/{applicationId}/containers/{containerId}/resources/{resourceId}/content': {response: Blob};
  'DELETE /v1/application/{applicationId}/containers/{containerId}/resources/{resourceId}': {response: void};
  /** tus 1.0.0: the server's capabilities. */
  'OPTIONS /v1/application/{applicationId}/containers/{containerId}/uploads': {response: void};
  /** tus creation. */
  'POST /v1/application/{applicationId}/containers/{containerId}/uploads': {response: void};
  'HEAD /v1/application/{applicationId}/containers/{containerId}/uploads/{uploadId}': {response: void};
  'PATCH /v1/application/{applicationId}/containers/{containerId}/uploads/{uploadId}': {response: void};
  /** tus termination. */
  'DELETE /v1/application/{applicationId}/containers/{containerId}/uploads/{uploadId}': {response: void};
}
