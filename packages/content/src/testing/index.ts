export { startDeliveryStub } from './deliveryStub';
export type { DeliveryStub, DeliveryStubOptions } from './deliveryStub';
export { scaleExport } from '../generate/scaleExport';
