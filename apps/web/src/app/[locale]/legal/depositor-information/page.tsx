import { legalMetadata, legalPage } from '@/components/legal/legalPage';

export const generateMetadata = legalMetadata('depositorInformation');
export default legalPage('depositorInformation');
