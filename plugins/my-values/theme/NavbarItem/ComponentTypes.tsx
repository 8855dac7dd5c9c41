// The navbar gains a `custom-myValues` item type, registered the way Docusaurus lets a theme add navbar item
// types. A theme extends the map of the theme below it through @theme-init; @theme-original would resolve to
// this very file.
import ComponentTypes from '@theme-init/NavbarItem/ComponentTypes';
import MyValuesNavbarItem from './MyValuesNavbarItem';

export default {...ComponentTypes, 'custom-myValues': MyValuesNavbarItem};
