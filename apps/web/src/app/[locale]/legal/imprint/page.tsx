import { legalMetadata, legalPage } from '@/components/legal/legalPage';

export const generateMetadata = legalMetadata('imprint');
export default legalPage('imprint');
