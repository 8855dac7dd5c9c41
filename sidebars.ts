import type {SidebarsConfig} from '@docusaurus/plugin-content-docs';
import {AREAS} from './config/areas';

/** One sidebar per documentation area; each lists its docs in reading order. */
const sidebars = Object.fromEntries(AREAS.map((area) => [area.sidebarId, [...area.docs]])) satisfies SidebarsConfig;

export default sidebars;
