import { entry, l, type SourceEntry } from './define';

/** Wording of the regulatory notices (migration 21); compliance owns these texts. */
export const regulatoryNotices: SourceEntry[] = [
  entry('regulatoryNotice', 'notice-deposit-guarantee', {
    key: 'depositGuarantee',
    text: l(
      'Dein Konto führt {partnerBank}. Einlagen sind durch die gesetzliche Einlagensicherung bis 100.000 € pro Person geschützt (Sicherungssystem: {depositGuaranteeScheme}). Aufsicht: {partnerBankSupervisor}.',
      'Your account is held at {partnerBank}. Deposits are protected by the statutory deposit guarantee up to €100,000 per person (scheme: {depositGuaranteeScheme}). Supervisor: {partnerBankSupervisor}.',
    ),
  }),
  entry('regulatoryNotice', 'notice-fund-risk', {
    key: 'fundRisk',
    text: l(
      'Risikohinweis: Der Wert deiner Anlage kann schwanken, und du kannst Verluste bis hin zum vollständigen Verlust des eingesetzten Kapitals erleiden. Die geschätzte Rendite ist nicht garantiert; frühere Wertentwicklungen sind kein verlässlicher Indikator für künftige Ergebnisse.',
      'Risk warning: the value of your investment can go down as well as up, and you may lose some or all of the capital you invest. The estimated return is not guaranteed; past performance is not a reliable indicator of future results.',
    ),
  }),
  entry('regulatoryNotice', 'notice-crowdinvesting-risk', {
    key: 'crowdinvestingRisk',
    text: l(
      'Der Erwerb dieser Vermögensanlage ist mit erheblichen Risiken verbunden und kann zum vollständigen Verlust des eingesetzten Vermögens führen.',
      'The acquisition of this investment involves considerable risks and may result in the complete loss of the assets invested.',
    ),
  }),
  // The explanation of the fund's risk scale (PRIIPs summary risk indicator), beside the scale on
  // the fund page and in the fund's documents; the class itself is the fund's summaryRiskIndicator.
  entry('regulatoryNotice', 'notice-risk-indicator', {
    key: 'riskIndicator',
    text: l(
      'Der Gesamtrisikoindikator hilft dir, das Risiko dieses Produkts im Vergleich zu anderen Produkten einzuschätzen. Er zeigt, wie wahrscheinlich es ist, dass du bei diesem Produkt Geld verlierst, weil sich die Märkte in einer bestimmten Weise entwickeln. Er beruht auf der Annahme, dass du den Fonds für die empfohlene Haltedauer hältst; verkaufst du früher, kann das tatsächliche Risiko erheblich abweichen.',
      'The summary risk indicator is a guide to the level of risk of this product compared to other products. It shows how likely it is that the product will lose money because of movements in the markets. It assumes you keep the fund for the recommended holding period; if you sell earlier, the actual risk can vary significantly.',
    ),
  }),
];
