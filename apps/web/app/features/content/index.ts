/** The public face of features/content: the store's fixed-text pages. */
export { OutletExplainerPage } from './outlet-explainer-page';
