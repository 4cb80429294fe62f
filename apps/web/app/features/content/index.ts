/** The public face of features/content: the store's fixed-text pages. */
export { OutletExplainerPage } from './outlet-explainer-page';
export { ClubFaq, HelpPage } from './help-page';
export { StoresPage } from './stores-page';
