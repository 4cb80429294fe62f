/** The public face of features/account: other features and the layout import only from here. */
export * from './sections';
// The frame of my account, shared by the pages of issue #15 (features/subscriptions).
export { AccountLayout } from './account-layout';
// The checkout's address and card entry (issue #13) are the account's own forms and encryption.
export { AddressForm } from './address-form-view';
export { streetLine, cityLine } from './address-lines';
export { CardEntryFields, useCardEntryResolver } from './card-fields';
export { encryptCard, encryptField, importGatewayKey, type CardEntry } from './card-encryption';
export { brandLabel, cardTitle, cardValidity } from './card-form';
export { errorMessage } from './account-api';
// 'Meus pedidos' (features/orders) loads and shows its data as the account's sections do.
export { useRemote, type Remote } from './use-remote';
export { SectionStatus } from './section-status';
// The mobile drawer's notifications (components/layout) are the account's own switches.
export { NotificationsSection } from './notifications-section';
