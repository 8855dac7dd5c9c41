/**
 * gltf-validator (the Khronos glTF Validator compiled to JavaScript) ships no types. This declares the part the
 * avatar pages use, as its README documents it, so that their item check script is type-checked.
 */
declare module 'gltf-validator' {
  export interface ValidationMessage {
    code: string;
    message: string;
    /** 0 error, 1 warning, 2 information, 3 hint. */
    severity: 0 | 1 | 2 | 3;
    pointer?: string;
    offset?: number;
  }
  export interface ValidationReport {
    issues: {numErrors: number; numWarnings: number; numInfos: number; numHints: number; messages: ValidationMessage[]};
  }
  export interface ValidationOptions {
    uri?: string;
    format?: 'glb' | 'gltf';
    maxIssues?: number;
    ignoredIssues?: string[];
    onlyIssues?: string[];
    severityOverrides?: Record<string, 0 | 1 | 2 | 3>;
    externalResourceFunction?: (uri: string) => Promise<Uint8Array>;
  }
  export function validateBytes(data: Uint8Array, options?: ValidationOptions): Promise<ValidationReport>;
  export function validateString(json: string, options?: ValidationOptions): Promise<ValidationReport>;
  export function version(): string;
  export function supportedExtensions(): string[];
}
