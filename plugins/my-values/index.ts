import path from 'node:path';
import type {OptionValidationContext, Plugin, PluginModule} from '@docusaurus/types';
import {Joi} from '@docusaurus/utils-validation';
import {MY_VALUE_KEYS, type MyValuesSite} from './theme/MyValues/values';

/**
 * "My values": the reader enters their base URLs, application ID and user ID once, and every code sample on the
 * site shows them in place of the examples. The values stay in this browser (theme/MyValues/store.ts). A theme
 * listed after the classic one, whose navbar item types (NavbarItem/ComponentTypes) it extends, and after
 * theme-classic-lazy-prism, whose `@theme/useDisplayedCode` (what a code block shows) it shadows with the
 * reader's values. The examples the values replace are the site's (its options, `MyValuesSite`), handed to the
 * browser as the plugin's global data.
 */
export type MyValuesOptions = MyValuesSite;

const ENVIRONMENT_VARIABLE = Joi.string().pattern(/^[A-Z][A-Z0-9_]*$/);
const keys = <T extends Joi.Schema>(schema: T) => Object.fromEntries(MY_VALUE_KEYS.map((key) => [key, schema]));

const OPTIONS = Joi.object<MyValuesOptions>({
  examples: Joi.object(keys(Joi.string().min(1).required())).required(),
  variables: Joi.object(keys(ENVIRONMENT_VARIABLE)).required(),
  accessToken: ENVIRONMENT_VARIABLE.required(),
});

function validateOptions({
  validate,
  options,
}: OptionValidationContext<MyValuesOptions, MyValuesOptions>): MyValuesOptions {
  return validate(OPTIONS, options);
}

function myValuesPlugin(_context: unknown, options: MyValuesOptions): Plugin {
  return {
    name: 'my-values',
    getThemePath: () => path.join(__dirname, 'theme'),
    getTypeScriptThemePath: () => path.join(__dirname, 'theme'),
    contentLoaded({actions}) {
      const {examples, variables, accessToken} = options;
      actions.setGlobalData({examples, variables, accessToken} satisfies MyValuesSite);
    },
    injectHtmlTags() {
      // Without JavaScript the button could do nothing: samples show the examples, and the button is hidden.
      return {
        headTags: [{tagName: 'noscript', innerHTML: '<style>.navbar .my-values-button { display: none; }</style>'}],
      };
    },
  };
}

// Docusaurus's PluginModule type cannot name the options' type: the site checks its options with `satisfies`.
export default Object.assign(myValuesPlugin, {validateOptions}) as PluginModule;
