// Job openings (SPEC §3 Job): name, department, schedule, employment type, contact person.
module.exports = function (migration) {
  const type = migration.createContentType('job').name('Job').displayField('name');
  type.createField('slug').name('Slug').type('Symbol').required(true).validations([{ unique: true }, { regexp: { pattern: '^[a-z0-9]+(-[a-z0-9]+)*$' } }]);
  type.createField('name').name('Name').type('Symbol').localized(true).required(true);
  type.createField('department').name('Department').type('Link').linkType('Entry').required(true).validations([{ linkContentType: ['jobDepartment'] }]);
  type.createField('schedule').name('Schedule').type('Symbol').required(true).validations([{ in: ['full-time', 'part-time', 'full-or-part-time'] }]);
  type.createField('employmentType').name('Employment type').type('Symbol').required(true)
    .validations([{ in: ['permanent', 'intern', 'trainee', 'freelance', 'temporary', 'working_student'] }]);
  type.createField('location').name('Location').type('Symbol').localized(true).required(true);
  type.createField('summary').name('Summary').type('Text').localized(true).required(true);
  type.createField('description').name('Description').type('RichText').localized(true).required(true);
  type.createField('contactPerson').name('Contact person').type('Link').linkType('Entry').required(true).validations([{ linkContentType: ['contactPerson'] }]);
  type.createField('applyUrl').name('Application link').type('Symbol').required(true);
  type.createField('publishedAt').name('Published at').type('Date').required(true);
};
