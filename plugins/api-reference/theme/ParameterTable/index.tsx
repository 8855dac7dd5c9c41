import type {ReactNode} from 'react';
import Link from '@docusaurus/Link';
import {translate} from '@docusaurus/Translate';
import {InlineMarkdown} from '../ApiMarkdown';
import {ConventionNotes} from '../ApiConventions';
import {requireData} from '../requireData';
import ApiTable, {NameCell, columnLabels} from '../ApiTable';
import type {ParameterData, ParameterTableData, SharedParameterData} from '../../props';
import {constraintList, typeLabel} from '../../labels';

/** The parameter table of the reference; shared parameters get a last column with the operations that take them. */
export function ParametersTable({
  rows,
  label,
}: {
  rows: (ParameterData | SharedParameterData)[];
  label: string;
}): ReactNode {
  const shared = rows.some((row) => 'usedBy' in row);
  return (
    <ApiTable label={label}>
      <thead>
        <tr>
          <th scope="col">{columnLabels.parameter()}</th>
          <th scope="col">{columnLabels.description()}</th>
          {shared && <th scope="col">{translate({id: 'api.parameterTable.usedBy', message: '사용하는 호출'})}</th>}
        </tr>
      </thead>
      <tbody>
        {rows.map((parameter) => (
          <tr key={`${parameter.in}:${parameter.name}`}>
            <td>
              <NameCell
                name={parameter.name}
                location={parameter.in}
                type={typeLabel(parameter.schema)}
                required={parameter.required}
                defaultValue={parameter.schema.default}
                constraints={constraintList(parameter.schema)}
              />
            </td>
            <td>
              {parameter.description && <InlineMarkdown value={parameter.description} />}
              <ConventionNotes notes={[...(parameter.conventions ?? []), ...(parameter.schema.conventions ?? [])]} />
            </td>
            {shared && (
              <td>
                {'usedBy' in parameter &&
                  parameter.usedBy.map(({operationId, href}, index) => (
                    <span key={operationId}>
                      {index > 0 && ', '}
                      <Link to={href}>
                        <code>{operationId}</code>
                      </Link>
                    </span>
                  ))}
              </td>
            )}
          </tr>
        ))}
      </tbody>
    </ApiTable>
  );
}

/**
 * `<ParameterTable spec="chat" operation="listMyChatRooms" />`: an operation's parameters; without `operation`, the
 * API's shared parameters (`components.parameters`) with the operations that take each.
 */
export default function ParameterTable({data}: {data?: ParameterTableData}): ReactNode {
  const table = requireData('ParameterTable', data);
  const label = table.operation
    ? translate({id: 'api.operation.parametersLabel', message: '{operation}의 파라미터'}, {operation: table.operation})
    : translate({id: 'api.parameterTable.sharedLabel', message: '{spec} API의 공통 파라미터'}, {spec: table.spec});
  return <ParametersTable rows={table.rows} label={label} />;
}
