// Adds the reference's components to the MDX component map, so every doc (current and versioned, both locales)
// can use <ApiOperation>, <SchemaTable>, <EnumTable>, <ErrorCodes>, <ParameterTable> and <ApiResponse> without
// imports; the remark plugin gives them their data at build time. The reference page's own components are imported
// by that page only (see remark.ts), so they stay out of other pages' bundles. A theme wraps the component of the
// theme below it through @theme-init; @theme-original would resolve to this very file.
import MDXComponents from '@theme-init/MDXComponents';
import ApiOperation from '../ApiOperation';
import ApiResponse from '../ApiResponse';
import EnumTable from '../EnumTable';
import ErrorCodes from '../ErrorCodes';
import ParameterTable from '../ParameterTable';
import SchemaTable from '../SchemaTable';

export default {
  ...MDXComponents,
  ApiOperation,
  SchemaTable,
  EnumTable,
  ErrorCodes,
  ParameterTable,
  ApiResponse,
};
