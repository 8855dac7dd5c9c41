/** The JSON Schema validator for OpenAPI 3.1 schemas (draft 2020-12) with the formats the specs use. */
import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

export const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addFormat('int64', {type: 'number', validate: (value: number) => Number.isSafeInteger(value)});
