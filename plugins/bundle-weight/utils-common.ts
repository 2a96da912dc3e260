// What the browser bundle imports from @docusaurus/utils-common, straight from
// the files that define it. The package's index pulls in all of tslib for one
// `__importDefault` call; these files need none of it.
export {
  default as applyTrailingSlash,
  addLeadingSlash,
  addTrailingSlash,
  removeTrailingSlash,
} from '@docusaurus/utils-common/lib/applyTrailingSlash';
export {addPrefix, addSuffix, removePrefix, removeSuffix} from '@docusaurus/utils-common/lib/stringUtils';
export {getErrorCausalChain} from '@docusaurus/utils-common/lib/errorUtils';

// Same value as the package's index.
export const blogPostContainerID = '__blog-post-container';
