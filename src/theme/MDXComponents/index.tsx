// Wraps the original MDX component map to register the spec-driven API components, so every doc (current and
// versioned, both locales) can use <ApiOperation>, <SchemaTable>, <EnumTable>, <ErrorCodes> and <ParameterTable>
// without imports.
// They are the api-reference plugin's theme components; their data is resolved at build time by its remark plugin.
// The reference page's own components are imported by that page only (see remark.ts), so they stay out of other
// pages' bundles.
import MDXComponents from '@theme-original/MDXComponents';
import Convention from '@theme/Convention';
import ApiOperation from '@theme/ApiOperation';
import EnumTable from '@theme/EnumTable';
import ErrorCodes from '@theme/ErrorCodes';
import ParameterTable from '@theme/ParameterTable';
import SchemaTable from '@theme/SchemaTable';

export default {
  ...MDXComponents,
  ApiOperation,
  SchemaTable,
  EnumTable,
  ErrorCodes,
  ParameterTable,
  Convention,
};
