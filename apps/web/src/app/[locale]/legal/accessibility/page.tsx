import { legalMetadata, legalPage } from '@/components/legal/legalPage';

export const generateMetadata = legalMetadata('accessibility');
export default legalPage('accessibility');
