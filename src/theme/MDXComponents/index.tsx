// Wraps the original MDX component map to register the spec-driven API components, so every doc (current and
// versioned, both locales) can use <ApiOperation>, <SchemaTable>, <EnumTable> and <ErrorCodes> without imports.
// Their data is resolved at build time by plugins/api-reference/remark.ts; the reference page's own components
// are imported by that page only (see the plugin), so they stay out of other pages' bundles.
import MDXComponents from '@theme-original/MDXComponents';
import Convention from '@theme/Convention';
import ApiOperation from '@site/src/components/ApiOperation';
import EnumTable from '@site/src/components/EnumTable';
import ErrorCodes from '@site/src/components/ErrorCodes';
import SchemaTable from '@site/src/components/SchemaTable';

export default {
  ...MDXComponents,
  ApiOperation,
  SchemaTable,
  EnumTable,
  ErrorCodes,
  Convention,
};
