/** The public face of features/account: other features and the layout import only from here. */
export * from './sections';
export { brandLabel } from './card-form';
export { cityLine, streetLine } from './address-lines';
export { useRemote, type Remote } from './use-remote';
export { SectionStatus } from './section-status';
