import { legalMetadata, legalPage } from '@/components/legal/legalPage';

export const generateMetadata = legalMetadata('terms');
export default legalPage('terms');
