import { entry, l, type SourceEntry } from './define';

type Row = [slug: string, name: string, category: string, country: string, weight: number, de: string, en: string, whyDe: string, whyEn: string];

// Fictional companies: the fund's holdings are illustrative, not real securities.
const rows: Row[] = [
  ['solarwerk-nord', 'Solarwerk Nord AG', 'UTILITIES', 'DE', 3.4, 'Betreibt Solarparks auf Dächern und ehemaligen Industrieflächen.', 'Operates solar parks on rooftops and former industrial sites.', 'Erzeugt ausschließlich Strom aus erneuerbaren Quellen.', 'Generates power exclusively from renewable sources.'],
  ['windkraft-baltic', 'Windkraft Baltic SE', 'UTILITIES', 'DK', 3.1, 'Plant und betreibt Windparks an Nord- und Ostsee.', 'Plans and operates wind farms on the North Sea and the Baltic.', 'Ersetzt fossile Kraftwerke durch Windstrom.', 'Replaces fossil power plants with wind power.'],
  ['aqua-pura', 'Aqua Pura S.p.A.', 'UTILITIES', 'IT', 2.2, 'Versorgt Städte mit Trinkwasser und modernisiert alte Leitungsnetze.', 'Supplies cities with drinking water and modernises old pipe networks.', 'Senkt Wasserverluste in Netzen um bis zu ein Drittel.', 'Cuts water losses in networks by up to a third.'],
  ['gridflex', 'GridFlex Oy', 'UTILITIES', 'FI', 1.9, 'Entwickelt Speicher, die Stromnetze stabil halten.', 'Develops storage that keeps power grids stable.', 'Macht mehr erneuerbaren Strom im Netz möglich.', 'Makes room for more renewable power in the grid.'],
  ['medivita', 'Medivita AG', 'HEALTH_CARE', 'CH', 3.0, 'Stellt bezahlbare Generika für chronische Krankheiten her.', 'Makes affordable generic medicines for chronic diseases.', 'Verbessert den Zugang zu Medikamenten weltweit.', 'Improves access to medicines worldwide.'],
  ['caretech-health', 'CareTech Health plc', 'HEALTH_CARE', 'GB', 2.4, 'Bietet digitale Sprechstunden für ländliche Regionen.', 'Offers digital consultations for rural regions.', 'Bringt ärztliche Versorgung dorthin, wo Praxen fehlen.', 'Brings medical care to places without practices.'],
  ['diagnostica-lumen', 'Diagnostica Lumen NV', 'HEALTH_CARE', 'NL', 2.1, 'Entwickelt Schnelltests für Infektionskrankheiten.', 'Develops rapid tests for infectious diseases.', 'Ermöglicht frühe Diagnosen auch ohne Labor.', 'Enables early diagnosis even without a lab.'],
  ['vitalis-care', 'Vitalis Care AB', 'HEALTH_CARE', 'SE', 1.7, 'Betreibt Pflegeeinrichtungen mit fairen Arbeitsbedingungen.', 'Runs care homes with fair working conditions.', 'Zahlt über Tarif und bildet selbst aus.', 'Pays above collective agreements and trains its own staff.'],
  ['railmotion', 'RailMotion AG', 'INDUSTRIALS', 'AT', 2.9, 'Baut Regionalzüge mit Batterie- und Wasserstoffantrieb.', 'Builds regional trains with battery and hydrogen drives.', 'Ersetzt Dieselzüge auf nicht elektrifizierten Strecken.', 'Replaces diesel trains on non-electrified lines.'],
  ['heatpump-systems', 'HeatPump Systems GmbH', 'INDUSTRIALS', 'DE', 2.6, 'Fertigt Wärmepumpen für Mehrfamilienhäuser.', 'Manufactures heat pumps for apartment buildings.', 'Macht Heizen ohne Öl und Gas möglich.', 'Makes heating without oil and gas possible.'],
  ['circular-steelworks', 'Circular Steelworks SA', 'INDUSTRIALS', 'ES', 1.8, 'Recycelt Stahlschrott in Elektrolichtbogenöfen.', 'Recycles steel scrap in electric arc furnaces.', 'Braucht einen Bruchteil der Energie von Hochöfen.', 'Needs a fraction of the energy of blast furnaces.'],
  ['velocargo', 'VeloCargo BV', 'INDUSTRIALS', 'NL', 1.5, 'Stellt Lastenräder für Lieferdienste her.', 'Makes cargo bikes for delivery services.', 'Ersetzt Lieferwagen in Innenstädten.', 'Replaces delivery vans in city centres.'],
  ['habitat-wohnbau', 'Habitat Wohnbau eG', 'REAL_ESTATE', 'DE', 2.3, 'Baut bezahlbare Wohnungen in Holzbauweise.', 'Builds affordable homes from timber.', 'Speichert CO₂ im Baustoff und hält Mieten niedrig.', 'Stores CO₂ in the building material and keeps rents low.'],
  ['greenspace-reit', 'GreenSpace REIT', 'REAL_ESTATE', 'IE', 1.9, 'Vermietet energieeffiziente Büro- und Laborflächen.', 'Rents out energy-efficient office and lab space.', 'Alle Gebäude erfüllen hohe Effizienzstandards.', 'All buildings meet high efficiency standards.'],
  ['altbau-renova', 'Altbau Renova AG', 'REAL_ESTATE', 'DE', 1.6, 'Saniert Bestandsgebäude energetisch, statt neu zu bauen.', 'Retrofits existing buildings for energy efficiency instead of building new ones.', 'Spart graue Energie und senkt Heizkosten.', 'Saves embodied energy and lowers heating costs.'],
  ['openstack-cloud', 'OpenStack Cloud SAS', 'INFORMATION_TECHNOLOGY', 'FR', 3.2, 'Betreibt Rechenzentren, die mit Ökostrom laufen und Abwärme weitergeben.', 'Runs data centres on green power and passes on their waste heat.', 'Heizt mit Serverabwärme ganze Wohnviertel.', 'Heats whole neighbourhoods with server waste heat.'],
  ['chipcircle', 'ChipCircle NV', 'INFORMATION_TECHNOLOGY', 'BE', 2.5, 'Entwickelt stromsparende Chips für Sensoren.', 'Develops energy-saving chips for sensors.', 'Senkt den Energiebedarf vernetzter Geräte.', 'Reduces the energy needs of connected devices.'],
  ['secureledger', 'SecureLedger GmbH', 'INFORMATION_TECHNOLOGY', 'DE', 2.0, 'Bietet Software für sichere, datensparsame Identitätsprüfung.', 'Offers software for secure, privacy-friendly identity checks.', 'Schützt Daten nach europäischen Standards.', 'Protects data to European standards.'],
  ['refurb-devices', 'Refurb Devices AB', 'INFORMATION_TECHNOLOGY', 'SE', 1.4, 'Bereitet gebrauchte Laptops und Smartphones auf.', 'Refurbishes used laptops and smartphones.', 'Verlängert die Lebensdauer von Elektronik.', 'Extends the life of electronics.'],
  ['fibrenet', 'FibreNet Europe SA', 'COMMUNICATION_SERVICES', 'PT', 2.1, 'Baut Glasfasernetze in ländlichen Gemeinden.', 'Builds fibre networks in rural communities.', 'Schließt digitale Lücken auf dem Land.', 'Closes digital gaps in the countryside.'],
  ['edumedia', 'EduMedia AG', 'COMMUNICATION_SERVICES', 'CH', 1.6, 'Produziert freie Lernvideos für Schulen.', 'Produces free learning videos for schools.', 'Macht Bildung unabhängig vom Geldbeutel.', 'Makes education independent of income.'],
  ['localnews-coop', 'LocalNews Coop', 'COMMUNICATION_SERVICES', 'AT', 1.2, 'Betreibt unabhängige Lokalzeitungen im Netz.', 'Runs independent local newspapers online.', 'Stärkt unabhängigen Journalismus vor Ort.', 'Strengthens independent local journalism.'],
  ['ecomove-bikes', 'EcoMove Bikes SpA', 'CONSUMER_DISCRETIONARY', 'IT', 2.3, 'Stellt E-Bikes mit austauschbaren Akkus her.', 'Makes e-bikes with swappable batteries.', 'Macht das Rad zur Alternative zum Auto.', 'Makes the bike an alternative to the car.'],
  ['fairwear-collective', 'Fairwear Collective BV', 'CONSUMER_DISCRETIONARY', 'NL', 1.9, 'Verkauft Kleidung aus fair bezahlter Produktion.', 'Sells clothing from fairly paid production.', 'Zahlt existenzsichernde Löhne in der Lieferkette.', 'Pays living wages throughout its supply chain.'],
  ['repair-cafe-tools', 'Repair Tools GmbH', 'CONSUMER_DISCRETIONARY', 'DE', 1.3, 'Fertigt Werkzeuge und Ersatzteile für Reparaturen zu Hause.', 'Makes tools and spare parts for repairs at home.', 'Hilft, Dinge länger zu nutzen.', 'Helps people use things for longer.'],
  ['rail-holidays', 'Rail Holidays SAS', 'CONSUMER_DISCRETIONARY', 'FR', 1.1, 'Organisiert Urlaubsreisen mit Bahn statt Flugzeug.', 'Organises holidays by train instead of plane.', 'Senkt die Emissionen von Urlaubsreisen deutlich.', 'Cuts the emissions of holiday travel substantially.'],
  ['biohof-vertrieb', 'Biohof Vertrieb eG', 'CONSUMER_STAPLES', 'DE', 2.4, 'Vermarktet Lebensmittel von Bio-Höfen aus der Region.', 'Markets food from regional organic farms.', 'Fördert ökologische Landwirtschaft und kurze Wege.', 'Supports organic farming and short supply chains.'],
  ['oatly-nord', 'Hafer Nord AB', 'CONSUMER_STAPLES', 'SE', 2.0, 'Stellt pflanzliche Milchalternativen aus Hafer her.', 'Makes plant-based milk alternatives from oats.', 'Braucht weniger Land und Wasser als Kuhmilch.', 'Needs less land and water than cow\u2019s milk.'],
  ['clean-home', 'Clean Home SA', 'CONSUMER_STAPLES', 'BE', 1.5, 'Produziert Reinigungsmittel zum Nachfüllen.', 'Produces refillable cleaning products.', 'Vermeidet Plastikmüll durch Mehrwegsysteme.', 'Avoids plastic waste with reusable packaging.'],
  ['fairtrade-coffee', 'Fair Coffee Roasters Ltd', 'CONSUMER_STAPLES', 'IE', 1.2, 'Röstet Kaffee aus direktem, fairem Handel.', 'Roasts coffee from direct, fair trade.', 'Zahlt Bäuerinnen und Bauern deutlich über Marktpreis.', 'Pays farmers well above the market price.'],
  ['recycled-paper', 'Recycled Paper Oyj', 'MATERIALS', 'FI', 2.0, 'Stellt Verpackungen aus Altpapier her.', 'Makes packaging from recycled paper.', 'Ersetzt Kunststoffverpackungen.', 'Replaces plastic packaging.'],
  ['green-cement', 'Green Cement AG', 'MATERIALS', 'CH', 1.7, 'Entwickelt Zement mit stark reduziertem CO₂-Ausstoß.', 'Develops cement with much lower CO₂ emissions.', 'Senkt die Emissionen einer der klimaschädlichsten Branchen.', 'Cuts emissions in one of the most climate-damaging industries.'],
  ['bioplast', 'BioPlast GmbH', 'MATERIALS', 'DE', 1.3, 'Produziert kompostierbare Kunststoffe aus Reststoffen.', 'Produces compostable plastics from residues.', 'Nutzt Abfälle statt Erdöl als Rohstoff.', 'Uses waste instead of oil as raw material.'],
  ['battery-recycling', 'Battery Loop AS', 'MATERIALS', 'NO', 1.6, 'Gewinnt Lithium und Kobalt aus alten Akkus zurück.', 'Recovers lithium and cobalt from old batteries.', 'Verringert den Bedarf an neuem Bergbau.', 'Reduces the need for new mining.'],
  ['microfinance-europe', 'Microfinance Europe SA', 'FINANCIALS', 'LU', 1.8, 'Vergibt Kleinkredite an Gründerinnen und Gründer.', 'Gives microloans to founders.', 'Ermöglicht Selbstständigkeit ohne Sicherheiten.', 'Enables self-employment without collateral.'],
  ['ethical-insurance', 'Ethical Insurance plc', 'FINANCIALS', 'GB', 1.4, 'Versichert nur nach strengen Nachhaltigkeitsregeln.', 'Insures only under strict sustainability rules.', 'Schließt fossile Energien aus seinem Geschäft aus.', 'Excludes fossil fuels from its business.'],
  ['community-bank', 'Community Savings eG', 'FINANCIALS', 'DE', 1.1, 'Genossenschaftsbank für soziale Projekte.', 'Cooperative bank for social projects.', 'Finanziert Kitas, Schulen und Wohnprojekte.', 'Finances nurseries, schools and housing projects.'],
  ['seaweed-farms', 'Seaweed Farms Ltd', 'OTHER', 'GB', 1.0, 'Kultiviert Algen als Futtermittel und Dünger.', 'Farms seaweed as feed and fertiliser.', 'Bindet CO₂ und entlastet Meere.', 'Binds CO₂ and relieves the oceans.'],
  ['carbon-removal', 'Carbon Removal Labs SA', 'OTHER', 'FR', 0.9, 'Entwickelt Verfahren, die CO₂ dauerhaft im Boden speichern.', 'Develops methods that store CO₂ permanently in the soil.', 'Entfernt CO₂ messbar aus der Atmosphäre.', 'Measurably removes CO₂ from the atmosphere.'],
  ['impact-consulting', 'Impact Consulting GmbH', 'OTHER', 'DE', 0.8, 'Berät Städte bei der Klimaanpassung.', 'Advises cities on climate adaptation.', 'Hilft Kommunen, Hitze und Starkregen vorzubeugen.', 'Helps municipalities prepare for heat and heavy rain.'],
];

export const companies: SourceEntry[] = rows.map(([slug, name, category, country, weight, de, en, whyDe, whyEn]) =>
  entry('company', `company-${slug}`, {
    slug,
    name,
    category,
    country,
    description: l(de, en),
    sustainabilityReason: l(whyDe, whyEn),
    portfolioWeight: weight,
  }),
);
