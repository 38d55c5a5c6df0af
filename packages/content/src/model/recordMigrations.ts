import type { ContentType, ContentTypeField } from '../exportFormat';

type Migration = (migration: unknown) => void;

/** The contentful-migration field builder, recording into `type`. */
function createField(type: ContentType, fieldId: string) {
  const field: ContentTypeField = {
    id: fieldId, name: fieldId, type: 'Symbol', localized: false, required: false, validations: [], disabled: false, omitted: false,
  };
  type.fields.push(field);
  const f = {
    name: (v: string) => ((field.name = v), f),
    type: (v: string) => ((field.type = v), f),
    localized: (v: boolean) => ((field.localized = v), f),
    required: (v: boolean) => ((field.required = v), f),
    validations: (v: unknown[]) => ((field.validations = v), f),
    linkType: (v: string) => ((field.linkType = v), f),
    items: (v: NonNullable<ContentTypeField['items']>) => ((field.items = { validations: [], ...v }), f),
    disabled: (v: boolean) => ((field.disabled = v), f),
    omitted: (v: boolean) => ((field.omitted = v), f),
  };
  return f;
}

/**
 * Runs contentful-migration scripts against a recorder instead of a space, giving the content
 * types they create in export format. The migrations stay the single source of the model: the
 * bundled export's contentTypes are produced from them, never written by hand.
 */
export function recordMigrations(migrations: Migration[]): ContentType[] {
  const types: ContentType[] = [];
  const migration = {
    createContentType(id: string) {
      const type: ContentType = { sys: { id, type: 'ContentType' }, name: id, description: '', displayField: '', fields: [] };
      types.push(type);
      const api = {
        name: (v: string) => ((type.name = v), api),
        description: (v: string) => ((type.description = v), api),
        displayField: (v: string) => ((type.displayField = v), api),
        createField: (fieldId: string) => createField(type, fieldId),
      };
      return api;
    },
  };
  Object.assign(migration, {
    // Later migrations change existing types: the recorder supports changing the description,
    // adding a field, deleting one and changing a field's name or validations.
    editContentType(id: string) {
      const type = types.find((t) => t.sys.id === id);
      if (!type) throw new Error(`Migration edits content type '${id}' before it is created.`);
      const api = {
        description: (v: string) => ((type.description = v), api),
        createField: (fieldId: string) => createField(type, fieldId),
        deleteField(fieldId: string) {
          const index = type.fields.findIndex((f) => f.id === fieldId);
          if (index < 0) throw new Error(`Migration deletes field '${fieldId}' that content type '${id}' does not have.`);
          type.fields.splice(index, 1);
        },
        editField(fieldId: string) {
          const field = type.fields.find((f) => f.id === fieldId);
          if (!field) throw new Error(`Migration edits field '${fieldId}' that content type '${id}' does not have.`);
          const f = {
            name: (v: string) => ((field.name = v), f),
            validations: (v: unknown[]) => ((field.validations = v), f),
          };
          return f;
        },
      };
      return api;
    },
  });
  for (const run of migrations) run(migration);
  return types;
}
