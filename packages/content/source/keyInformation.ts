import { l, type SourceDocument } from './define';

/**
 * The sample fund's key information document (PRIIPs, Delegated Regulation (EU) 2017/653,
 * Annex I): the figures and the manufacturer's texts that `scripts/sampleKeyInformation.ts`
 * draws into a PDF per language. A KID is the fund company's document, not the site's: a real
 * space links the PDF the fund company publishes; this one is a sample, marked as such on every
 * page, with made-up figures for a made-up fund. The fund's own facts (name, ISIN, manufacturer,
 * risk class, ongoing charges, entry charge) are read from the fund entry, so the two agree.
 * German texts use the regulation's own wording and its 'Sie', as a manufacturer's KID does.
 */
export const sampleKeyInformation = {
  /** Edition: the date printed in it and its version. */
  date: '2025-09-30',
  version: '4',
  fileName: l('basisinformationsblatt-zukunftsfonds.pdf', 'key-information-document-future-fund.pdf'),
  manufacturer: {
    website: 'www.greenfield-am.example',
    phone: '+49 30 23125 777',
    complaintsEmail: 'beschwerde@greenfield-am.example',
    address: 'Beispielallee 1, 60311 Frankfurt am Main',
    supervisor: l('Bundesanstalt für Finanzdienstleistungsaufsicht (BaFin)', 'The Federal Financial Supervisory Authority (BaFin)'),
    depositary: 'Beispiel Verwahrbank AG',
  },
  /** Art. 1(b) of Annex I: only for products that are not simple (not a UCITS fund). */
  comprehensionAlert: false,
  /** Recommended holding period in years, and the example investment in EUR. */
  holdingYears: 5,
  investment: 10_000,
  /** What an investor might get back after costs, in EUR: after one year, and after the holding period. */
  scenarios: {
    stress: [3_960, 3_470],
    unfavourable: [8_010, 8_840],
    moderate: [10_560, 13_070],
    favourable: [13_690, 16_280],
  } as Record<'stress' | 'unfavourable' | 'moderate' | 'favourable', [afterOneYear: number, afterHoldingPeriod: number]>,
  /** When the unfavourable, moderate and favourable scenarios occurred (holding period, month/year). */
  scenarioPeriods: {
    unfavourable: ['12/2017', '12/2022'],
    moderate: ['06/2015', '06/2020'],
    favourable: ['09/2016', '09/2021'],
  } as Record<'unfavourable' | 'moderate' | 'favourable', [from: string, to: string]>,
  /** Percent of the investment: one-off on entry or exit, ongoing per year, and the performance fee. */
  costs: { exit: 0, transaction: 0.12, performance: 0 },
  texts: {
    sample: l(
      'MUSTER: kein echtes Basisinformationsblatt. Fiktiver Fonds, fiktive Zahlen; nur zur Darstellung.',
      'SAMPLE: not a real key information document. A fictional fund with made-up figures, for illustration only.',
    ),
    watermark: l('MUSTER', 'SAMPLE'),
    title: l('Basisinformationsblatt', 'Key information document'),
    page: l('Seite {page} von {pages}', 'Page {page} of {pages}'),
    purposeHeading: l('Zweck', 'Purpose'),
    purpose: l(
      'Dieses Informationsblatt stellt Ihnen wesentliche Informationen über dieses Anlageprodukt zur Verfügung. Es handelt sich nicht um Werbematerial. Diese Informationen sind gesetzlich vorgeschrieben, um Ihnen dabei zu helfen, die Art, das Risiko, die Kosten sowie die möglichen Gewinne und Verluste dieses Produkts zu verstehen, und Ihnen dabei zu helfen, es mit anderen Produkten zu vergleichen.',
      'This document provides you with key information about this investment product. It is not marketing material. The information is required by law to help you understand the nature, risks, costs, potential gains and losses of this product and to help you compare it with other products.',
    ),
    productHeading: l('Produkt', 'Product'),
    productName: l('Produkt', 'Product'),
    manufacturerLabel: l('Hersteller', 'Manufacturer'),
    isinLabel: l('ISIN', 'ISIN'),
    websiteLabel: l('Website', 'Website'),
    phone: l('Weitere Informationen erhalten Sie telefonisch unter {phone}.', 'Call {phone} for more information.'),
    authority: l(
      'Die {supervisor} ist für die Aufsicht von {manufacturer} in Bezug auf dieses Basisinformationsblatt zuständig. Dieses Produkt ist in Deutschland zugelassen. {manufacturer} ist in Deutschland zugelassen und wird durch die BaFin reguliert.',
      '{supervisor} is responsible for supervising {manufacturer} in relation to this key information document. This product is authorised in Germany. {manufacturer} is authorised in Germany and regulated by BaFin.',
    ),
    produced: l('Datum der Erstellung des Basisinformationsblatts: {date} (Version {version})', 'Date of production of this key information document: {date} (version {version})'),
    comprehensionAlert: l(
      'Sie sind im Begriff, ein Produkt zu erwerben, das nicht einfach ist und schwer zu verstehen sein kann.',
      'You are about to purchase a product that is not simple and may be difficult to understand.',
    ),
    whatHeading: l('Um welche Art von Produkt handelt es sich?', 'What is this product?'),
    typeLabel: l('Art', 'Type'),
    type: l(
      'Der Fonds ist ein OGAW-Sondervermögen nach deutschem Recht (Kapitalanlagegesetzbuch). Er wird von {manufacturer} verwaltet.',
      'The fund is a UCITS investment fund under German law (Kapitalanlagegesetzbuch). It is managed by {manufacturer}.',
    ),
    termLabel: l('Laufzeit', 'Term'),
    term: l(
      'Der Fonds hat keine feste Laufzeit. {manufacturer} kann die Verwaltung des Fonds mit einer Frist von sechs Monaten kündigen.',
      'The fund has no maturity date. {manufacturer} may terminate the management of the fund with six months’ notice.',
    ),
    objectivesLabel: l('Ziele', 'Objectives'),
    objectives: l(
      'Ziel des Fonds ist ein langfristiger Wertzuwachs. Er legt mindestens 51 % seines Vermögens in Aktien börsennotierter Unternehmen weltweit mit Schwerpunkt Europa an, die mindestens 20 % ihres Umsatzes mit Lösungen für Klima, Gesundheit und soziale Teilhabe erzielen. Kohle, Öl, Gas, Waffen und Tabak sind ausgeschlossen. Der Fonds bildet keinen Index nach. Erträge werden nicht ausgeschüttet, sondern im Fonds wieder angelegt. Sie können Anteile an jedem Bankarbeitstag zurückgeben.',
      'The fund aims for long-term growth in value. It invests at least 51% of its assets in shares of listed companies worldwide, focused on Europe, that earn at least 20% of their revenue from solutions for climate, health and social inclusion. Coal, oil, gas, weapons and tobacco are excluded. The fund does not track an index. Income is not paid out but reinvested in the fund. You can redeem units on any bank business day.',
    ),
    investorLabel: l('Kleinanleger-Zielgruppe', 'Intended retail investor'),
    investor: l(
      'Der Fonds richtet sich an Privatanleger mit Grundkenntnissen über Aktienfonds, die ihr Geld mindestens fünf Jahre anlegen möchten, Wertschwankungen hinnehmen und Verluste bis zum vollständigen Verlust des eingesetzten Kapitals tragen können.',
      'The fund is intended for retail investors with basic knowledge of equity funds who want to invest for at least five years, can accept swings in value and can bear losses up to the loss of all the capital invested.',
    ),
    risksHeading: l('Welche Risiken bestehen und was könnte ich im Gegenzug dafür bekommen?', 'What are the risks and what could I get in return?'),
    riskIndicator: l('Risikoindikator', 'Risk indicator'),
    riskClass: l('Risikoklasse {value} von {max}', 'Risk class {value} of {max}'),
    lower: l('Niedrigeres Risiko', 'Lower risk'),
    higher: l('Höheres Risiko', 'Higher risk'),
    riskAssumption: l(
      'Der Risikoindikator beruht auf der Annahme, dass Sie das Produkt {years} Jahre lang halten. Das tatsächliche Risiko kann erheblich davon abweichen, wenn Sie sich für einen frühen Ausstieg entscheiden, und Sie erhalten unter Umständen weniger zurück.',
      'The risk indicator assumes you keep the product for {years} years. The actual risk can vary significantly if you cash in at an early stage and you may get back less.',
    ),
    riskNarrative: l(
      'Der Gesamtrisikoindikator hilft Ihnen, das mit diesem Produkt verbundene Risiko im Vergleich zu anderen Produkten einzuschätzen. Er zeigt, wie hoch die Wahrscheinlichkeit ist, dass Sie bei diesem Produkt Geld verlieren, weil sich die Märkte in einer bestimmten Weise entwickeln. Wir haben dieses Produkt in die Risikoklasse {value} von {max} eingestuft; das entspricht einer mittleren Risikoklasse. Die potenziellen Verluste aus der künftigen Wertentwicklung werden als mittel eingestuft; bei ungünstigen Marktbedingungen kann der Wert Ihrer Anlage deutlich sinken. Dieses Produkt beinhaltet keinen Schutz vor künftigen Marktentwicklungen, sodass Sie Ihre Anlage ganz oder teilweise verlieren könnten.',
      'The summary risk indicator is a guide to the level of risk of this product compared to other products. It shows how likely it is that the product will lose money because of movements in the markets. We have classified this product as {value} out of {max}, which is a medium risk class. This rates the potential losses from future performance at a medium level, and poor market conditions could lower the value of your investment considerably. This product does not include any protection from future market performance so you could lose some or all of your investment.',
    ),
    scenariosHeading: l('Performance-Szenarien', 'Performance scenarios'),
    scenariosIntro: l(
      'Was Sie bei diesem Produkt am Ende herausbekommen, hängt von der künftigen Marktentwicklung ab. Die künftige Marktentwicklung ist ungewiss und lässt sich nicht mit Bestimmtheit vorhersagen. Die dargestellten pessimistischen, mittleren und optimistischen Szenarien veranschaulichen die schlechteste, durchschnittliche und beste Wertentwicklung des Produkts beziehungsweise einer geeigneten Benchmark in den letzten zehn Jahren. Die Märkte könnten sich künftig völlig anders entwickeln.',
      'What you will get from this product depends on future market performance. Market developments in the future are uncertain and cannot be accurately predicted. The unfavourable, moderate and favourable scenarios shown are illustrations using the worst, average and best performance of the product, or a suitable benchmark, over the last ten years. Markets could develop very differently in the future.',
    ),
    holdingPeriod: l('Empfohlene Haltedauer: {years} Jahre', 'Recommended holding period: {years} years'),
    exampleInvestment: l('Anlagebeispiel: {amount}', 'Example investment: {amount}'),
    scenario: l('Szenarien', 'Scenarios'),
    exitAfter1: l('Wenn Sie nach 1 Jahr aussteigen', 'If you exit after 1 year'),
    exitAfterN: l('Wenn Sie nach {years} Jahren aussteigen', 'If you exit after {years} years'),
    minimum: l(
      'Minimum: Es gibt keine garantierte Mindestrendite. Sie könnten Ihre Anlage ganz oder teilweise verlieren.',
      'Minimum: there is no minimum guaranteed return. You could lose some or all of your investment.',
    ),
    stress: l('Stressszenario', 'Stress scenario'),
    unfavourable: l('Pessimistisches Szenario', 'Unfavourable scenario'),
    moderate: l('Mittleres Szenario', 'Moderate scenario'),
    favourable: l('Optimistisches Szenario', 'Favourable scenario'),
    getBack: l('{scenario}: Was Sie nach Abzug der Kosten herausbekommen könnten', '{scenario}: what you might get back after costs'),
    averageReturn: l('{scenario}: jährliche Durchschnittsrendite', '{scenario}: average return each year'),
    scenarioNotes: l(
      'Die aufgeführten Zahlen beinhalten sämtliche Kosten des Produkts selbst, jedoch möglicherweise nicht alle Kosten, die Sie an Ihren Berater oder Ihre Vertriebsstelle zahlen müssen. Unberücksichtigt ist auch Ihre persönliche steuerliche Situation, die sich ebenfalls darauf auswirken kann, wie viel Sie zurückbekommen. Das Stressszenario zeigt, was Sie unter extremen Marktbedingungen zurückbekommen könnten.',
      'The figures shown include all the costs of the product itself, but may not include all the costs that you pay to your advisor or distributor. The figures do not take into account your personal tax situation, which may also affect how much you get back. The stress scenario shows what you might get back in extreme market circumstances.',
    ),
    scenarioPeriod: l(
      '{scenario}: Diese Art von Szenario ergab sich bei einer Anlage zwischen {from} und {to}.',
      '{scenario}: this type of scenario occurred for an investment between {from} and {to}.',
    ),
    defaultHeading: l(
      'Was geschieht, wenn {manufacturer} nicht in der Lage ist, die Auszahlung vorzunehmen?',
      'What happens if {manufacturer} is unable to pay out?',
    ),
    default: l(
      'Das Vermögen des Fonds wird getrennt vom Vermögen von {manufacturer} bei der Verwahrstelle {depositary} verwahrt. Wird {manufacturer} zahlungsunfähig, fällt das Vermögen des Fonds nicht in die Insolvenzmasse; ein Verlust für Sie aus diesem Grund ist daher nicht zu erwarten. Ein Entschädigungs- oder Sicherungssystem für Anlegerinnen und Anleger besteht nicht.',
      'The fund’s assets are held by its depositary, {depositary}, separately from the assets of {manufacturer}. If {manufacturer} becomes insolvent, the fund’s assets do not form part of its insolvency estate, so you are not expected to suffer a loss for that reason. There is no compensation or guarantee scheme for investors.',
    ),
    costsHeading: l('Welche Kosten entstehen?', 'What are the costs?'),
    costsIntro: l(
      'Die Person, die Ihnen dieses Produkt verkauft oder Sie dazu berät, kann Ihnen weitere Kosten berechnen. Sollte dies der Fall sein, teilt diese Person Ihnen diese Kosten mit und zeigt Ihnen, wie sich diese auf Ihre Anlage auswirken.',
      'The person advising on or selling you this product may charge you other costs. If so, this person will provide you with information about these costs and how they affect your investment.',
    ),
    costsOverTimeHeading: l('Kosten im Zeitverlauf', 'Costs over time'),
    costsOverTime: l(
      'In den Tabellen werden Beträge dargestellt, die zur Deckung verschiedener Kostenarten von Ihrer Anlage entnommen werden. Diese Beträge hängen davon ab, wie viel Sie anlegen und wie lange Sie das Produkt halten. Wir haben angenommen, dass Sie im ersten Jahr den angelegten Betrag zurückerhalten (0 % Rendite), dass sich das Produkt in den anderen Haltedauern wie im mittleren Szenario entwickelt und dass {amount} angelegt werden.',
      'The tables show the amounts that are taken from your investment to cover different types of costs. These amounts depend on how much you invest and how long you hold the product. We have assumed that in the first year you would get back the amount that you invested (0% annual return), that for the other holding periods the product performs as shown in the moderate scenario, and that {amount} is invested.',
    ),
    totalCosts: l('Kosten insgesamt', 'Total costs'),
    costImpact: l('Jährliche Auswirkungen der Kosten (*)', 'Annual cost impact (*)'),
    costImpactNote: l(
      '(*) Dies veranschaulicht, wie die Kosten Ihre Rendite in jedem Jahr während der Haltedauer verringern. Beispielsweise wird gezeigt, dass Ihre durchschnittliche Rendite pro Jahr bei einem Ausstieg nach der empfohlenen Haltedauer voraussichtlich {before} vor Kosten und {after} nach Kosten betragen wird.',
      '(*) This illustrates how costs reduce your return each year over the holding period. For example, it shows that if you exit at the recommended holding period your average return per year is projected to be {before} before costs and {after} after costs.',
    ),
    compositionHeading: l('Zusammensetzung der Kosten', 'Composition of costs'),
    costKind: l('Kostenart', 'Cost'),
    costDescription: l('Erläuterung', 'What it is'),
    costImpactAfter1: l('Jährliche Auswirkungen der Kosten, wenn Sie nach 1 Jahr aussteigen', 'Annual cost impact if you exit after 1 year'),
    oneOff: l('Einmalige Kosten bei Einstieg oder Ausstieg', 'One-off costs upon entry or exit'),
    entryCosts: l('Einstiegskosten', 'Entry costs'),
    entryCostsText: l('{percent} des Betrags, den Sie beim Einstieg in diese Anlage zahlen.', '{percent} of the amount you pay in when entering this investment.'),
    exitCosts: l('Ausstiegskosten', 'Exit costs'),
    exitCostsText: l('Wir berechnen keine Ausstiegsgebühr.', 'We do not charge an exit fee for this product.'),
    ongoing: l('Laufende Kosten pro Jahr', 'Ongoing costs taken each year'),
    managementCosts: l('Verwaltungsgebühren und sonstige Verwaltungs- oder Betriebskosten', 'Management fees and other administrative or operating costs'),
    managementCostsText: l(
      '{percent} des Werts Ihrer Anlage pro Jahr; eine Schätzung auf der Grundlage der tatsächlichen Kosten des letzten Jahres.',
      '{percent} of the value of your investment per year; an estimate based on actual costs over the last year.',
    ),
    transactionCosts: l('Transaktionskosten', 'Transaction costs'),
    transactionCostsText: l(
      '{percent} des Werts Ihrer Anlage pro Jahr; eine Schätzung der Kosten, die anfallen, wenn wir die Anlagen des Fonds kaufen und verkaufen.',
      '{percent} of the value of your investment per year; an estimate of the costs incurred when we buy and sell the fund’s investments.',
    ),
    incidental: l('Zusätzliche Kosten unter bestimmten Bedingungen', 'Incidental costs taken under specific conditions'),
    performanceFees: l('Erfolgsgebühren', 'Performance fees'),
    performanceFeesText: l('Für dieses Produkt wird keine Erfolgsgebühr berechnet.', 'There is no performance fee for this product.'),
    holdHeading: l('Wie lange sollte ich die Anlage halten, und kann ich vorzeitig Geld entnehmen?', 'How long should I hold it and can I take money out early?'),
    hold: l(
      'Empfohlene Haltedauer: {years} Jahre. Der Fonds legt in Aktien an, deren Kurse kurzfristig stark schwanken können; über mehrere Jahre gleichen sich Schwankungen eher aus. Sie können Ihre Anteile an jedem Bankarbeitstag zum Rücknahmepreis zurückgeben, ohne Rücknahmeabschlag. Wenn Sie vor Ende der empfohlenen Haltedauer aussteigen, kann das Risiko höher sein, dass Sie weniger zurückbekommen, als Sie angelegt haben. In außergewöhnlichen Fällen kann die Rücknahme ausgesetzt werden.',
      'Recommended holding period: {years} years. The fund invests in shares whose prices can swing strongly in the short term; over several years, swings tend to even out. You can redeem your units on any bank business day at the redemption price, without a redemption charge. If you exit before the end of the recommended holding period, there may be a higher risk that you get back less than you invested. In exceptional cases, redemptions may be suspended.',
    ),
    complainHeading: l('Wie kann ich mich beschweren?', 'How can I complain?'),
    complain: l(
      'Beschwerden über das Verhalten der Person, die Sie zu diesem Produkt berät oder es Ihnen verkauft, richten Sie bitte direkt an diese Person. Beschwerden über das Produkt oder das Verhalten von {manufacturer} richten Sie bitte schriftlich an {manufacturer}, Beschwerdemanagement, {address}, per E-Mail an {email} oder über {website}. Sie können sich auch an die Ombudsstelle für Investmentfonds beim BVI wenden.',
      'Complaints about the person advising on or selling you this product should be addressed to that person directly. Complaints about the product or the conduct of {manufacturer} can be sent in writing to {manufacturer}, Complaints management, {address}, by e-mail to {email} or through {website}. You can also turn to the investment funds ombudsman at the BVI.',
    ),
    otherHeading: l('Sonstige zweckdienliche Angaben', 'Other relevant information'),
    other: l(
      'Den Verkaufsprospekt, die Anlagebedingungen sowie die Jahres- und Halbjahresberichte erhalten Sie kostenlos in deutscher Sprache bei {manufacturer} und unter {website}. Dort finden Sie auch die frühere Wertentwicklung des Fonds der letzten vier Jahre und frühere Berechnungen der Performance-Szenarien. Verwahrstelle des Fonds ist {depositary}. Dieses Basisinformationsblatt gibt es auf Deutsch und Englisch.',
      'The prospectus, the terms of the fund and the annual and half-yearly reports are available free of charge in German from {manufacturer} and at {website}. There you also find the fund’s past performance over the last four years and previous performance scenario calculations. The fund’s depositary is {depositary}. This key information document is available in German and English.',
    ),
  },
};

/** The sample KID's two PDF assets, one per language; the fund links each in its locale. */
export const keyInformationDocuments: SourceDocument[] = (['de-DE', 'en-EU'] as const).map((locale) => ({
  id: `kid-fund-main-${locale}`,
  title: l(`Basisinformationsblatt (Muster, ${locale})`, `Key information document (sample, ${locale})`),
  description: l('Muster eines Basisinformationsblatts nach PRIIPs', 'Sample of a PRIIPs key information document'),
  drawing: 'sampleKeyInformation',
  locale,
  fileName: sampleKeyInformation.fileName[locale],
}));
