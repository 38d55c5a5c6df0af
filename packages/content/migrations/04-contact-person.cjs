// Contact person shown on a job: name, role and photo (SPEC §3 Job).
module.exports = function (migration) {
  const type = migration.createContentType('contactPerson').name('Contact person').displayField('name');
  type.createField('name').name('Name').type('Symbol').required(true);
  type.createField('role').name('Role').type('Symbol').localized(true).required(true);
  type.createField('email').name('E-mail').type('Symbol').required(true).validations([{ regexp: { pattern: '^[^@\\s]+@[^@\\s]+$' } }]);
  type.createField('photo').name('Photo').type('Link').linkType('Asset').required(true);
};
