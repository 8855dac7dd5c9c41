/**
 * The Persona (avatar) REST API as the avatar pages present it (`console-avatar-persona#reference-values`). The
 * specification covers avatar creation but fixes no API: these routes, fields and values are the site's example
 * (the pages mark them with <Convention>), declared here once. The pages' TypeScript is type-checked against it: a
 * type a page exports under one of these names must be this type, and every `/v1/...` path a page's code names
 * must be one of `PersonaRoutes` (tests/code/doc-code-blocks.test.ts); tests/content/area-facts.test.ts lets the
 * pages' text name only the routes, fields and values declared here.
 */

export type ItemCategory = 'hair' | 'top' | 'bottom' | 'shoes' | 'accessory';
/** An item's review: `VALIDATING` (automatic checks), `IN_REVIEW`, then `APPROVED` or `REJECTED`. */
export type ItemStatus = 'VALIDATING' | 'IN_REVIEW' | 'APPROVED' | 'REJECTED';

export interface EquippedItem {
  item_id: string;
  category: ItemCategory;
  asset_url: string;
}

export interface Avatar {
  avatar_id: string;
  user_id: string;
  name: string;
  /** The base model's GLB, or null before one is set. */
  model_url: string | null;
  equipment: EquippedItem[];
}

export interface Item {
  item_id: string;
  name: string;
  category: ItemCategory;
  status: ItemStatus;
  asset_url: string | null;
  rejection_reasons: string[];
}

/** Every route, `METHOD path`, with its request and response bodies. */
export interface PersonaRoutes {
  'POST /v1/persona/avatars': {body: {user_id: string; name: string}; response: Avatar};
  'GET /v1/persona/avatars/{avatarId}': {response: Avatar};
  /** `resource_id`: the resource service's ID of the uploaded base model GLB. */
  'PUT /v1/persona/avatars/{avatarId}/model': {body: {resource_id: string}; response: Avatar};
  'PUT /v1/persona/avatars/{avatarId}/equipment': {body: {item_ids: string[]}; response: Avatar};
  'POST /v1/persona/items': {body: {name: string; category: ItemCategory; resource_id: string}; response: Item};
  'GET /v1/persona/items/{itemId}': {response: Item};
}
