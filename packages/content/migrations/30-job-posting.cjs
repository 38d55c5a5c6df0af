// Job boards and Google's job search read a job as a schema.org JobPosting, which needs what the
// job lacked: where the office is (a postal address), whether the job can be done remotely and
// from which countries, until when applications are taken, and the salary range.
module.exports = function (migration) {
  const office = migration.createContentType('office').name('Office').displayField('name');
  office.createField('name').name('Name').type('Symbol').required(true);
  office.createField('streetAddress').name('Street and number').type('Symbol').required(true);
  office.createField('postalCode').name('Postal code').type('Symbol').required(true);
  office.createField('locality').name('City').type('Symbol').localized(true).required(true);
  office.createField('region').name('Region (state)').type('Symbol').localized(true);
  office.createField('country').name('Country (ISO 3166-1 alpha-2)').type('Symbol').required(true).validations([{ regexp: { pattern: '^[A-Z]{2}$' } }]);

  const job = migration.editContentType('job');
  job.createField('workplace').name('Workplace').type('Symbol').required(true).validations([{ in: ['on-site', 'office-or-remote', 'remote'] }]);
  job.createField('office').name('Office (not needed for remote-only jobs)').type('Link').linkType('Entry').validations([{ linkContentType: ['office'] }]);
  job.createField('remoteCountries').name('Remote work allowed from (ISO 3166-1 alpha-2; not for on-site jobs)').type('Array')
    .items({ type: 'Symbol', validations: [{ regexp: { pattern: '^[A-Z]{2}$' } }] });
  job.createField('validThrough').name('Applications until').type('Date').required(true);
  job.createField('salaryMin').name('Yearly salary from (EUR, gross)').type('Integer').validations([{ range: { min: 0 } }]);
  job.createField('salaryMax').name('Yearly salary up to (EUR, gross)').type('Integer').validations([{ range: { min: 0 } }]);
};
