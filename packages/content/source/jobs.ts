import { doc, entry, h2, l, linkAsset, linkEntry, ul, type SourceEntry } from './define';

export const departments: SourceEntry[] = [
  entry('jobDepartment', 'dept-engineering', { key: 'engineering', name: l('Entwicklung', 'Engineering') }),
  entry('jobDepartment', 'dept-product', { key: 'product', name: l('Produkt & Design', 'Product & Design') }),
  entry('jobDepartment', 'dept-marketing', { key: 'marketing', name: l('Marketing & Kommunikation', 'Marketing & Communication') }),
  entry('jobDepartment', 'dept-customer-care', { key: 'customer-care', name: l('Kundenservice', 'Customer Care') }),
  entry('jobDepartment', 'dept-finance', { key: 'finance', name: l('Finanzen & Recht', 'Finance & Legal') }),
];

export const contactPeople: SourceEntry[] = [
  entry('contactPerson', 'contact-lena', { name: 'Lena Hoffmann', role: l('Talent Acquisition Lead', 'Talent Acquisition Lead'), email: 'lena.hoffmann@jobs.example', photo: linkAsset('img-person-lena') }),
  entry('contactPerson', 'contact-jonas', { name: 'Jonas Becker', role: l('Recruiter Tech', 'Tech Recruiter'), email: 'jonas.becker@jobs.example', photo: linkAsset('img-person-jonas') }),
  entry('contactPerson', 'contact-aylin', { name: 'Aylin Demir', role: l('People Partnerin', 'People Partner'), email: 'aylin.demir@jobs.example', photo: linkAsset('img-person-aylin') }),
  entry('contactPerson', 'contact-marek', { name: 'Marek Nowak', role: l('Leiter Kundenservice', 'Head of Customer Care'), email: 'marek.nowak@jobs.example', photo: linkAsset('img-person-marek') }),
];

/** The office a job is based at (migration 30). */
export const offices: SourceEntry[] = [
  entry('office', 'office-berlin', { name: 'Berlin', streetAddress: 'Musterstraße 1', postalCode: '10115', locality: l('Berlin', 'Berlin'), region: l('Berlin', 'Berlin'), country: 'DE' }),
];

/** Yearly gross salary ranges in EUR, shown on the job page and in its JobPosting. */
const salaries: Record<string, [number, number]> = {
  'job-backend-engineer': [75000, 90000],
  'job-ios-engineer': [65000, 80000],
  'job-product-designer': [55000, 68000],
  'job-content-marketing': [50000, 60000],
  'job-customer-care': [36000, 42000],
  'job-compliance': [62000, 75000],
};

interface JobSource {
  slug: string;
  name: [string, string];
  department: string;
  schedule: 'full-time' | 'part-time' | 'full-or-part-time';
  employmentType: 'permanent' | 'intern' | 'trainee' | 'freelance' | 'temporary' | 'working_student';
  contact: string;
  publishedAt: string;
  summary: [string, string];
  tasks: [string[], string[]];
  profile: [string[], string[]];
}

const offer: [string[], string[]] = [
  ['ein Team, das Banking nachhaltig macht', 'flexible Arbeitszeiten und bis zu 3 Tage mobiles Arbeiten pro Woche', 'ein Deutschlandticket und ein Fahrradleasing', '30 Urlaubstage und 2 Tage für ehrenamtliches Engagement'],
  ['a team that makes banking sustainable', 'flexible working hours and up to 3 days of remote work per week', 'a public transport pass and bike leasing', '30 days of holiday and 2 days for volunteering'],
];

function job(id: string, j: JobSource): SourceEntry {
  const body = (i: 0 | 1, h: [string, string, string]) =>
    doc(h2(h[0]), ul(j.tasks[i]), h2(h[1]), ul(j.profile[i]), h2(h[2]), ul(offer[i]));
  return entry('job', id, {
    slug: j.slug,
    name: l(...j.name),
    department: linkEntry(`dept-${j.department}`),
    schedule: j.schedule,
    employmentType: j.employmentType,
    location: l('Berlin oder remote in Deutschland', 'Berlin or remote in Germany'),
    summary: l(...j.summary),
    description: l(body(0, ['Deine Aufgaben', 'Was du mitbringst', 'Was wir dir bieten']), body(1, ['Your tasks', 'What you bring', 'What we offer'])),
    contactPerson: linkEntry(`contact-${j.contact}`),
    applyUrl: `https://jobs.example/apply/${j.slug}`,
    publishedAt: j.publishedAt,
    // Every job is in the Berlin office or remote from Germany, as `location` says.
    workplace: 'office-or-remote',
    office: linkEntry('office-berlin'),
    remoteCountries: ['DE'],
    validThrough: '2027-06-30',
    ...(salaries[id] ? { salaryMin: salaries[id][0], salaryMax: salaries[id][1] } : {}),
  });
}

export const jobs: SourceEntry[] = [
  job('job-backend-engineer', {
    slug: 'senior-backend-engineer-kotlin', name: ['Senior Backend Engineer (Kotlin)', 'Senior Backend Engineer (Kotlin)'], department: 'engineering', schedule: 'full-time', employmentType: 'permanent', contact: 'jonas', publishedAt: '2025-10-01',
    summary: ['Du entwickelst die Dienste hinter unserer Banking-App und sorgst dafür, dass Zahlungen sicher und schnell ankommen.', 'You build the services behind our banking app and make sure payments arrive securely and quickly.'],
    tasks: [['Konzeption und Entwicklung von Microservices in Kotlin', 'Anbindung der Systeme unserer Partnerbank', 'Code-Reviews und Mentoring im Team'], ['Design and development of microservices in Kotlin', 'Integration with our partner bank\u2019s systems', 'Code reviews and mentoring in the team']],
    profile: [['mehrere Jahre Erfahrung mit Kotlin oder Java', 'Erfahrung mit verteilten Systemen und PostgreSQL', 'Freude an sauberem, getestetem Code'], ['several years of experience with Kotlin or Java', 'experience with distributed systems and PostgreSQL', 'a love of clean, tested code']],
  }),
  job('job-ios-engineer', {
    slug: 'ios-engineer', name: ['iOS Engineer (Swift)', 'iOS Engineer (Swift)'], department: 'engineering', schedule: 'full-or-part-time', employmentType: 'permanent', contact: 'jonas', publishedAt: '2025-09-22',
    summary: ['Du baust Funktionen, die Hunderttausende täglich in unserer iOS-App nutzen, barrierefrei und schnell.', 'You build features that hundreds of thousands use in our iOS app every day, accessible and fast.'],
    tasks: [['Entwicklung neuer Funktionen mit SwiftUI', 'Verbesserung von Barrierefreiheit und Performance', 'enge Zusammenarbeit mit Design und Produkt'], ['building new features with SwiftUI', 'improving accessibility and performance', 'close collaboration with design and product']],
    profile: [['sehr gute Kenntnisse in Swift und SwiftUI', 'Erfahrung mit automatisierten Tests', 'Interesse an nachhaltigen Finanzen'], ['very good knowledge of Swift and SwiftUI', 'experience with automated tests', 'an interest in sustainable finance']],
  }),
  job('job-data-freelance', {
    slug: 'freelance-data-engineer', name: ['Freelance Data Engineer', 'Freelance Data Engineer'], department: 'engineering', schedule: 'part-time', employmentType: 'freelance', contact: 'jonas', publishedAt: '2025-09-10',
    summary: ['Für sechs Monate unterstützt du uns beim Aufbau unserer Impact-Datenplattform.', 'For six months you help us build our impact data platform.'],
    tasks: [['Aufbau von Datenpipelines für unsere Impact-Kennzahlen', 'Datenqualität und Dokumentation', 'Übergabe an das interne Team'], ['building data pipelines for our impact figures', 'data quality and documentation', 'handover to the internal team']],
    profile: [['Erfahrung mit SQL, Python und dbt', 'selbstständige Arbeitsweise', 'Verfügbarkeit von mindestens 20 Stunden pro Woche'], ['experience with SQL, Python and dbt', 'an independent way of working', 'availability of at least 20 hours a week']],
  }),
  job('job-working-student-engineering', {
    slug: 'werkstudent-softwareentwicklung', name: ['Werkstudent*in Softwareentwicklung', 'Working Student Software Development'], department: 'engineering', schedule: 'part-time', employmentType: 'working_student', contact: 'jonas', publishedAt: '2025-08-28',
    summary: ['Neben dem Studium sammelst du echte Praxis in einem Entwicklungsteam, das ohne Abkürzungen arbeitet.', 'Alongside your studies you gain real experience in a development team that takes no shortcuts.'],
    tasks: [['Mitarbeit an unserer Website und internen Tools', 'Schreiben von Tests und Dokumentation', 'Teilnahme an Planung und Retrospektiven'], ['working on our website and internal tools', 'writing tests and documentation', 'taking part in planning and retrospectives']],
    profile: [['Studium der Informatik oder eines ähnlichen Fachs', 'erste Erfahrung mit TypeScript', '15 bis 20 Stunden pro Woche Zeit'], ['studies in computer science or a similar subject', 'first experience with TypeScript', '15 to 20 hours a week']],
  }),
  job('job-product-designer', {
    slug: 'product-designer', name: ['Product Designer*in', 'Product Designer'], department: 'product', schedule: 'full-or-part-time', employmentType: 'permanent', contact: 'aylin', publishedAt: '2025-09-30',
    summary: ['Du gestaltest Banking, das man versteht: von der ersten Idee bis zum fertigen Screen.', 'You design banking that people understand: from the first idea to the finished screen.'],
    tasks: [['Konzeption und Gestaltung neuer Funktionen', 'Nutzerinterviews und Usability-Tests', 'Pflege unseres Design-Systems'], ['concept and design of new features', 'user interviews and usability tests', 'maintaining our design system']],
    profile: [['ein Portfolio mit digitalen Produkten', 'sicherer Umgang mit Figma', 'Wissen über barrierefreies Design'], ['a portfolio of digital products', 'confident use of Figma', 'knowledge of accessible design']],
  }),
  job('job-product-intern', {
    slug: 'praktikum-produktmanagement', name: ['Praktikum Produktmanagement', 'Internship Product Management'], department: 'product', schedule: 'full-time', employmentType: 'intern', contact: 'aylin', publishedAt: '2025-09-05',
    summary: ['Sechs Monate mitten im Produktteam: du begleitest eine Funktion von der Idee bis zum Launch.', 'Six months in the middle of the product team: you follow a feature from idea to launch.'],
    tasks: [['Marktanalysen und Auswertung von Nutzerfeedback', 'Schreiben von User Stories', 'Vorbereitung von Launches'], ['market analyses and evaluating user feedback', 'writing user stories', 'preparing launches']],
    profile: [['laufendes Studium, Pflichtpraktikum bevorzugt', 'analytisches Denken', 'sehr gutes Deutsch und Englisch'], ['currently enrolled, mandatory internship preferred', 'analytical thinking', 'very good German and English']],
  }),
  job('job-content-marketing', {
    slug: 'content-marketing-manager', name: ['Content Marketing Manager*in', 'Content Marketing Manager'], department: 'marketing', schedule: 'full-time', employmentType: 'permanent', contact: 'lena', publishedAt: '2025-09-15',
    summary: ['Du erzählst, was nachhaltiges Banking bewirkt: im Magazin, im Newsletter und in sozialen Medien.', 'You tell the story of what sustainable banking achieves: in the magazine, the newsletter and on social media.'],
    tasks: [['Planung und Redaktion des Magazins', 'Newsletter mit hoher Öffnungsrate', 'Zusammenarbeit mit Impact-Projekten'], ['planning and editing the magazine', 'newsletters with high open rates', 'working with impact projects']],
    profile: [['mehrjährige Erfahrung im Content Marketing', 'sehr gute Schreibe auf Deutsch', 'Gespür für Zahlen und Wirkung'], ['several years of experience in content marketing', 'excellent writing in German', 'a feel for numbers and impact']],
  }),
  job('job-marketing-trainee', {
    slug: 'trainee-marketing', name: ['Trainee Marketing', 'Marketing Trainee'], department: 'marketing', schedule: 'full-time', employmentType: 'trainee', contact: 'lena', publishedAt: '2025-08-20',
    summary: ['In 18 Monaten lernst du alle Bereiche unseres Marketings kennen, von Performance bis Markenkommunikation.', 'In 18 months you get to know every area of our marketing, from performance to brand communication.'],
    tasks: [['Stationen in Performance, Content und Community', 'eigene Kampagne mit Budgetverantwortung', 'Auswertung von Kampagnen'], ['rotations in performance, content and community', 'your own campaign with budget responsibility', 'evaluating campaigns']],
    profile: [['abgeschlossenes Studium', 'Neugier und Lust, Verantwortung zu übernehmen', 'erste Erfahrung im Marketing'], ['a completed degree', 'curiosity and the wish to take on responsibility', 'first experience in marketing']],
  }),
  job('job-customer-care', {
    slug: 'kundenservice-agent', name: ['Kundenberater*in im Chat-Support', 'Customer Care Agent (Chat Support)'], department: 'customer-care', schedule: 'full-or-part-time', employmentType: 'permanent', contact: 'marek', publishedAt: '2025-10-02',
    summary: ['Du hilfst unseren Kundinnen und Kunden im Chat und per E-Mail, freundlich und schnell.', 'You help our customers in chat and by e-mail, kindly and quickly.'],
    tasks: [['Beantwortung von Anfragen im Chat und per E-Mail', 'Pflege unserer Hilfeartikel', 'Weitergabe von Feedback an das Produktteam'], ['answering requests in chat and by e-mail', 'maintaining our help articles', 'passing feedback on to the product team']],
    profile: [['Erfahrung im Kundenservice, gern im Banking', 'sehr gutes Deutsch und gutes Englisch', 'Geduld und Humor'], ['experience in customer service, ideally in banking', 'very good German and good English', 'patience and humour']],
  }),
  job('job-customer-care-temp', {
    slug: 'kundenservice-aushilfe', name: ['Aushilfe Kundenservice (befristet)', 'Customer Care Assistant (fixed-term)'], department: 'customer-care', schedule: 'part-time', employmentType: 'temporary', contact: 'marek', publishedAt: '2025-09-01',
    summary: ['Für die Monate rund um unsere nächste Crowdinvesting-Runde verstärkst du unser Service-Team.', 'For the months around our next crowd-investing round you reinforce our service team.'],
    tasks: [['Beantwortung häufiger Fragen im Chat', 'Unterstützung bei der Kontoeröffnung', 'Dokumentation wiederkehrender Anliegen'], ['answering frequent questions in chat', 'helping with account opening', 'documenting recurring requests']],
    profile: [['Freude am Umgang mit Menschen', 'sicheres Deutsch in Wort und Schrift', 'Verfügbarkeit für sechs Monate'], ['enjoying working with people', 'confident German, written and spoken', 'availability for six months']],
  }),
  job('job-compliance', {
    slug: 'compliance-manager', name: ['Compliance Manager*in', 'Compliance Manager'], department: 'finance', schedule: 'full-time', employmentType: 'permanent', contact: 'lena', publishedAt: '2025-09-25',
    summary: ['Du sorgst dafür, dass wir gemeinsam mit unserer Partnerbank alle regulatorischen Anforderungen erfüllen.', 'You make sure that, together with our partner bank, we meet every regulatory requirement.'],
    tasks: [['Überwachung von Geldwäsche- und Betrugsprävention', 'Abstimmung mit der Partnerbank', 'Schulungen für das Team'], ['monitoring anti-money-laundering and fraud prevention', 'coordination with the partner bank', 'training for the team']],
    profile: [['Erfahrung in Compliance bei einer Bank oder einem Fintech', 'Kenntnis von KWG und GwG', 'strukturierte Arbeitsweise'], ['experience in compliance at a bank or fintech', 'knowledge of German banking and anti-money-laundering law', 'a structured way of working']],
  }),
  job('job-finance-working-student', {
    slug: 'werkstudent-finance', name: ['Werkstudent*in Finance & Controlling', 'Working Student Finance & Controlling'], department: 'finance', schedule: 'part-time', employmentType: 'working_student', contact: 'aylin', publishedAt: '2025-08-15',
    summary: ['Du unterstützt unser Finance-Team bei Reportings, Budgets und der Impact-Bilanz.', 'You support our finance team with reporting, budgets and the impact balance sheet.'],
    tasks: [['Vorbereitung von Monatsreports', 'Pflege von Budgetplänen', 'Mitarbeit an der Impact-Bilanz'], ['preparing monthly reports', 'maintaining budget plans', 'contributing to the impact balance sheet']],
    profile: [['Studium der Wirtschaftswissenschaften', 'sicherer Umgang mit Tabellenkalkulation', 'Zahlenaffinität'], ['studies in economics or business', 'confident use of spreadsheets', 'a head for numbers']],
  }),
];
