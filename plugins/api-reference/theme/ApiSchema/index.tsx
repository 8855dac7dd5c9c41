import {createContext, useContext, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import {InlineMarkdown} from '../ApiMarkdown';
import {ConventionNotes} from '../ApiConventions';
import {formatValue} from '../ApiTable';
import type {SchemaMap, SchemaNode} from '../../props';
import {constraintList, typeLabel} from '../../labels';
import {enterRef, resolveRef} from '../../refs';
import styles from './styles.module.css';

/** The named schemas of the reference page: operations refer to them by name, so each is serialised once. */
export const SchemasContext = createContext<SchemaMap>({});

/** Whether a schema has members worth a nested, collapsible view. */
function hasChildren(node: SchemaNode, schemas: SchemaMap): boolean {
  const resolved = resolveRef(node, schemas);
  if (resolved.properties && resolved.properties.length > 0) return true;
  if (resolved.variants) return true;
  if (resolved.items) return hasChildren(resolved.items, schemas);
  return Boolean(resolved.additionalProperties && hasChildren(resolved.additionalProperties, schemas));
}

function Facts({node}: {node: SchemaNode}): ReactNode {
  const constraints = constraintList(node);
  return (
    <>
      {node.default !== undefined && (
        <span className={styles.fact}>
          {translate({id: 'api.schema.default', message: '기본값'})}: <code>{formatValue(node.default)}</code>
        </span>
      )}
      {constraints.map((constraint) => (
        <code key={constraint} className={styles.fact}>
          {constraint}
        </code>
      ))}
      {node.readOnly && (
        <span className={styles.fact}>{translate({id: 'api.schema.readOnly', message: '읽기 전용'})}</span>
      )}
      {node.writeOnly && (
        <span className={styles.fact}>{translate({id: 'api.schema.writeOnly', message: '쓰기 전용'})}</span>
      )}
      {node.deprecated && (
        <span className={styles.fact}>{translate({id: 'api.schema.deprecated', message: '지원 중단'})}</span>
      )}
    </>
  );
}

/** The members of a schema: properties, array items, map values or oneOf/anyOf alternatives. */
function Members({node, trail}: {node: SchemaNode; trail: readonly string[]}): ReactNode {
  const schemas = useContext(SchemasContext);
  const {node: resolved, trail: nextTrail} = enterRef(node, schemas, trail);
  if (!resolved) return null;
  if (resolved.items) return <Members node={resolved.items} trail={nextTrail} />;
  if (resolved.variants) {
    return (
      <ol className={styles.variants}>
        {resolved.variants.schemas.map((variant, index) => (
          <li key={index}>
            <code>{typeLabel(variant)}</code>
            <Members node={variant} trail={nextTrail} />
          </li>
        ))}
      </ol>
    );
  }
  if (resolved.properties) {
    return (
      <ul className={styles.properties}>
        {resolved.properties.map((property) => (
          <Property
            key={property.name}
            name={property.name}
            required={property.required}
            node={property.schema}
            trail={nextTrail}
          />
        ))}
      </ul>
    );
  }
  if (resolved.additionalProperties) return <Members node={resolved.additionalProperties} trail={nextTrail} />;
  return null;
}

function Property({
  name,
  required,
  node,
  trail,
}: {
  name: string;
  required: boolean;
  node: SchemaNode;
  trail: readonly string[];
}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolveRef(node, schemas);
  const head = (
    <>
      <code className={styles.name}>{name}</code> <span className={styles.type}>{typeLabel(node)}</span>
      {required && (
        <span className={styles.required} data-requirement="required">
          {translate({id: 'api.schema.required', message: '필수'})}
        </span>
      )}
    </>
  );
  const body = (
    <>
      {resolved.description && (
        <p className={styles.description}>
          <InlineMarkdown value={resolved.description} />
        </p>
      )}
      <ConventionNotes notes={resolved.conventions} />
      <div className={styles.facts}>
        <Facts node={resolved} />
      </div>
    </>
  );
  if (!hasChildren(node, schemas) || (node.ref && trail.includes(node.ref))) {
    return (
      <li className={styles.property}>
        <div className={styles.head}>{head}</div>
        {body}
      </li>
    );
  }
  return (
    <li className={styles.property}>
      <details className={styles.details}>
        <summary className={styles.summary}>{head}</summary>
        {body}
        <Members node={node} trail={trail} />
      </details>
    </li>
  );
}

/** A schema as a nested, collapsible tree: required markers, types, formats, enums, defaults and constraints. */
export default function ApiSchema({node}: {node: SchemaNode}): ReactNode {
  const schemas = useContext(SchemasContext);
  const resolved = resolveRef(node, schemas);
  return (
    <div className={styles.schema}>
      <div className={styles.root}>
        <span className={styles.type}>{typeLabel(node)}</span>
        <Facts node={resolved} />
      </div>
      {resolved.description && (
        <p className={styles.description}>
          <InlineMarkdown value={resolved.description} />
        </p>
      )}
      <ConventionNotes notes={resolved.conventions} />
      <Members node={node} trail={[]} />
    </div>
  );
}
