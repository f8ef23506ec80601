export { canonicalMobile, isValidMobile, mobileForGateway } from './phone';
