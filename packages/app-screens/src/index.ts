export {
  appScreenIds,
  accountScreen,
  cardScreen,
  impactScreen,
  transferScreen,
  type AppScreen,
  type AppScreenId,
  type AppScreenInput,
  type AppScreenContext,
  type CardFacts,
  type CommunityFacts,
} from './inputs';
export { sampleCustomer } from './sample';
export { phoneCornerRadius, phoneDesign } from './design/palette';
export { appScreenElement } from './design';
export { renderAppScreen, appScreenWidths } from './render';
export { writeAppScreens, appScreenDesignKey, type AppScreenImage, type WriteAppScreensOptions } from './write';
export { readInterFonts, type InterFont } from './fonts';
