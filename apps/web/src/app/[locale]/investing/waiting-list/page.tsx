import { signupMetadata, signupPage } from '@/components/signup/signupPage';

export const generateMetadata = signupMetadata('investing');
export default signupPage('investing');
