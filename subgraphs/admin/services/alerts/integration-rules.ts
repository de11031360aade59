import type { AlertPayloadMapping } from '../../entities/alert-http-integration.entity';
import { dig } from './payload/generic-payload';

/** The mapping input as GraphQL gives it. */
export interface MappingInput {
  fieldName: string;
  path: string[];
  type: string;
  label?: string | null;
}

/** HttpIntegration's name validations, as `errors.full_messages`. */
export function nameErrors(name: string | null | undefined): string[] {
  if (!name || !name.trim()) return ["Name can't be blank"];
  return name.length > 255 ? ['Name is too long (maximum is 255 characters)'] : [];
}

/** `payloadExample`: a JSON object (GitLab's JsonString type and its payload example schema); an empty one when not given. */
export function parsePayloadExample(text: string | null | undefined): { example: Record<string, unknown> } | { error: string } {
  if (text === null || text === undefined || text.trim() === '') return { example: {} };
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return { example: value as Record<string, unknown> };
  } catch {
    // answered below
  }
  return { error: 'Payload example must be a valid JSON object' };
}

/**
 * EE's custom mapping is taken only with a sample payload, and each path must lead to a value in that
 * sample (what the UI's field picker offers); one mapping per field.
 */
export function mappingErrors(mapping: MappingInput[], example: Record<string, unknown>): string[] {
  const errors: string[] = [];
  if (mapping.length && !Object.keys(example).length) errors.push('Payload attribute mappings need a payload example');
  const seen = new Set<string>();
  for (const item of mapping) {
    if (seen.has(item.fieldName)) errors.push(`Payload attribute mappings has more than one mapping for ${item.fieldName}`);
    seen.add(item.fieldName);
    if (!item.path.length || !item.path.every((key) => key.length > 0)) errors.push(`Payload attribute mappings path for ${item.fieldName} can't be blank`);
    else if (Object.keys(example).length && dig(example, item.path) === undefined) {
      errors.push(`Payload attribute mappings path ${item.path.join('.')} is not in the payload example`);
    }
  }
  return errors;
}

export function toMapping(mapping: MappingInput[]): AlertPayloadMapping[] {
  return mapping.map((m) => ({ fieldName: m.fieldName, path: m.path, type: m.type, label: m.label ?? null }));
}
