import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ApiMarkdown, {InlineMarkdown} from '../ApiMarkdown';
import {ConventionNotes} from '../ApiConventions';
import {requireData} from '../requireData';
import ApiTable, {NameCell, columnLabels} from '../ApiTable';
import type {SchemaTableData} from '../../props';
import styles from './styles.module.css';

/** `<SchemaTable spec="media" schema="Room" />`: every field of a schema, nested fields as dotted paths. */
export default function SchemaTable({data}: {data?: SchemaTableData}): ReactNode {
  const table = requireData('SchemaTable', data);
  return (
    <div className={styles.schemaTable}>
      {table.description && <ApiMarkdown value={table.description} />}
      {table.conventions && (
        <p>
          <ConventionNotes notes={table.conventions} />
        </p>
      )}
      <ApiTable
        label={translate({id: 'api.schemaTable.label', message: '{schema} 스키마의 필드'}, {schema: table.schema})}>
        <thead>
          <tr>
            <th scope="col">{columnLabels.field()}</th>
            <th scope="col">{columnLabels.description()}</th>
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row) => (
            <tr key={row.name}>
              <td>
                <NameCell
                  name={row.name}
                  type={row.type}
                  required={row.required}
                  defaultValue={row.default}
                  constraints={row.constraints}
                />
              </td>
              <td>
                {row.description && <InlineMarkdown value={row.description} />}
                <ConventionNotes notes={row.conventions} />
              </td>
            </tr>
          ))}
        </tbody>
      </ApiTable>
    </div>
  );
}
