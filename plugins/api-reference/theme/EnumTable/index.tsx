import type {ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';
import ApiMarkdown, {InlineMarkdown} from '../ApiMarkdown';
import {ConventionNotes} from '../ApiConventions';
import {requireData} from '../requireData';
import ApiTable, {formatValue} from '../ApiTable';
import type {EnumTableData} from '../../props';

/** `<EnumTable spec="media" schema="RoomStatus" />`: the values of an enum and what each means. */
export default function EnumTable({data}: {data?: EnumTableData}): ReactNode {
  const table = requireData('EnumTable', data);
  return (
    <div>
      {table.description && <ApiMarkdown value={table.description} />}
      {table.conventions && (
        <p>
          <ConventionNotes notes={table.conventions} />
        </p>
      )}
      <ApiTable label={translate({id: 'api.enumTable.label', message: '{schema}의 값'}, {schema: table.schema})}>
        <thead>
          <tr>
            <th scope="col">{translate({id: 'api.enumTable.value', message: '값'})}</th>
            <th scope="col">{translate({id: 'api.enumTable.meaning', message: '의미'})}</th>
          </tr>
        </thead>
        <tbody>
          {table.values.map((row) => (
            <tr key={formatValue(row.value)}>
              <td>
                <code>{typeof row.value === 'string' ? row.value : formatValue(row.value)}</code>
                {table.default !== undefined && formatValue(table.default) === formatValue(row.value) && (
                  <> ({translate({id: 'api.enumTable.default', message: '기본값'})})</>
                )}
              </td>
              <td>{row.description && <InlineMarkdown value={row.description} />}</td>
            </tr>
          ))}
        </tbody>
      </ApiTable>
    </div>
  );
}
