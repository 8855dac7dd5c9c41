// Adds the site's own prose components to the MDX component map (which the api-reference theme extends with its
// components), so every doc can use them without imports.
import MDXComponents from '@theme-original/MDXComponents';
import Convention from '@theme/Convention';

export default {
  ...MDXComponents,
  Convention,
};
