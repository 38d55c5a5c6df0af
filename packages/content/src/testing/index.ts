export { startDeliveryStub } from './deliveryStub';
export type { DeliveryStub, DeliveryStubOptions, Drafts } from './deliveryStub';
export { scaleExport } from '../generate/scaleExport';
export { readPreviewDrafts } from './previewDrafts';
