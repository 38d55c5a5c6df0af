import type { ContentType, ContentTypeField, EditorInterface } from '../exportFormat';

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

/** A content type's recorded editor interface: one control per field whose widget or help text a migration set. */
function controlsOf(interfaces: EditorInterface[], id: string) {
  let found = interfaces.find((i) => i.sys.contentType.sys.id === id);
  if (!found) {
    found = { sys: { id: 'default', type: 'EditorInterface', contentType: { sys: { type: 'Link', linkType: 'ContentType', id } } }, controls: [] };
    interfaces.push(found);
  }
  return (fieldId: string, widgetNamespace: string, widgetId: string, settings?: Record<string, unknown>) => {
    const control = { fieldId, widgetNamespace, widgetId, ...(settings ? { settings } : {}) };
    const index = found.controls.findIndex((c) => c.fieldId === fieldId);
    if (index >= 0) found.controls[index] = control;
    else found.controls.push(control);
  };
}

/**
 * Runs contentful-migration scripts against a recorder instead of a space, giving the content
 * types they create and the editor interfaces they set (`changeFieldControl`: widgets and help
 * texts) in export format. The migrations stay the single source of the model: the bundled
 * export's contentTypes and editorInterfaces are produced from them, never written by hand.
 */
export function recordModel(migrations: Migration[]): { contentTypes: ContentType[]; editorInterfaces: EditorInterface[] } {
  const types: ContentType[] = [];
  const editorInterfaces: EditorInterface[] = [];
  const changeFieldControl = (type: ContentType) => {
    const set = controlsOf(editorInterfaces, type.sys.id);
    return (fieldId: string, widgetNamespace: string, widgetId: string, settings?: Record<string, unknown>) => {
      if (!type.fields.some((f) => f.id === fieldId)) throw new Error(`Migration sets the control of field '${fieldId}' that content type '${type.sys.id}' does not have.`);
      set(fieldId, widgetNamespace, widgetId, settings);
    };
  };
  const migration = {
    createContentType(id: string) {
      const type: ContentType = { sys: { id, type: 'ContentType' }, name: id, description: '', displayField: '', fields: [] };
      types.push(type);
      const api = {
        name: (v: string) => ((type.name = v), api),
        description: (v: string) => ((type.description = v), api),
        displayField: (v: string) => ((type.displayField = v), api),
        createField: (fieldId: string) => createField(type, fieldId),
        changeFieldControl: (...args: Parameters<ReturnType<typeof changeFieldControl>>) => (changeFieldControl(type)(...args), api),
      };
      return api;
    },
  };
  Object.assign(migration, {
    // Later migrations change existing types: the recorder supports changing the description,
    // adding a field, deleting one, changing a field's name or validations, and setting a
    // field's control (widget and help text).
    editContentType(id: string) {
      const type = types.find((t) => t.sys.id === id);
      if (!type) throw new Error(`Migration edits content type '${id}' before it is created.`);
      const api = {
        description: (v: string) => ((type.description = v), api),
        createField: (fieldId: string) => createField(type, fieldId),
        changeFieldControl: (...args: Parameters<ReturnType<typeof changeFieldControl>>) => (changeFieldControl(type)(...args), api),
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
  return { contentTypes: types, editorInterfaces };
}

