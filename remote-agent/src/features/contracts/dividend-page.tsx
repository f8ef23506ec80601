import { useTranslation } from '@tessera/shared/react-i18next';
import { NS } from '../../i18n';
import { ContractsPage } from './contracts-page';

export default function DividendPage() {
  const { t } = useTranslation(NS);
  return <ContractsPage endpoint="dividend" title={t('menu.agentDividendRecord2')} salary={false} />;
}
