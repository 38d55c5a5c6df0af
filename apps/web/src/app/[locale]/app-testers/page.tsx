import { signupMetadata, signupPage } from '@/components/signup/signupPage';

export const generateMetadata = signupMetadata('iou');
export default signupPage('iou');
