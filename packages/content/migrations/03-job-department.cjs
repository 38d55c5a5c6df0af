// Job departments: a stable key for the URL filter and a name per locale.
module.exports = function (migration) {
  const type = migration.createContentType('jobDepartment').name('Job department').displayField('name');
  type.createField('key').name('Key').type('Symbol').required(true).validations([{ unique: true }, { regexp: { pattern: '^[a-z0-9-]+$' } }]);
  type.createField('name').name('Name').type('Symbol').localized(true).required(true);
};
