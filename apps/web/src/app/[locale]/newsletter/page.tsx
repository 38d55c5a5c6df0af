import { signupMetadata, signupPage } from '@/components/signup/signupPage';

export const generateMetadata = signupMetadata('newsletter');
export default signupPage('newsletter');
